/**
 * /api/user/* (api: src/api/user.ts; the proxy src/platform/magento2/user.js → m2rc: lib/customers.js).
 * Registration is checked against userRegister (400 with Ajv's errors), a profile change against the
 * closed userProfileUpdate (500 with Ajv's errors) and the address-ownership rule (403). The refresh
 * token holds the login's credentials: the same value for the same credentials, until the password changes.
 */
import { createHmac } from "node:crypto";
import { apiError, apiObjectError, apiStatus, type ApiRequest } from "./http.ts";
import { refreshTokenOf, type Magento } from "./magento.ts";
import { USER_PROFILE_UPDATE, USER_REGISTER, firstError } from "./schemas.ts";

const SECRET = "__SECRET_CHANGE_ME__";
/** config.storeViews[<code>].websiteId of the API's configuration. */
const WEBSITE_IDS: Record<string, number> = { se: 1, dk: 2, no: 3, fi: 4 };

const base64url = (value: string) => Buffer.from(value).toString("base64url");
/** /user/me's groupToken: an HS256 JWT of the customer's group, id and e-mail. */
function groupToken(customer: Record<string, unknown>): string {
  const body = `${base64url(JSON.stringify({ typ: "JWT", alg: "HS256" }))}.${base64url(JSON.stringify({ group_id: customer.group_id, id: customer.id, user: customer.email }))}`;
  return `${body}.${createHmac("sha256", SECRET).update(body).digest("base64url")}`;
}

const token = (req: ApiRequest) => req.query.get("token") ?? "";

export function userRoutes(magento: Magento) {
  /** What each refresh token was made of: the API decrypts its own token, the stand-in looks it up. */
  const credentialsOf = new Map<string, { username: unknown; password: unknown }>();

  function login(credentials: { username: unknown; password: unknown }): Response {
    try {
      const result = magento.login(credentials.username, credentials.password);
      const refreshToken = refreshTokenOf(SECRET, credentials);
      credentialsOf.set(refreshToken, { username: credentials.username, password: credentials.password });
      return apiStatus(result, 200, { refreshToken });
    } catch (error) {
      return apiError(error);
    }
  }

  const guarded = (run: () => unknown) => {
    try {
      const result = run();
      return result instanceof Response ? result : apiStatus(result);
    } catch (error) {
      return apiError(error);
    }
  };

  function resetPassword(req: ApiRequest, storeCode: string | null) {
    const email = req.body.email;
    if (!email) return apiStatus("Invalid e-mail provided!", 500);
    if (storeCode !== null && !(storeCode in WEBSITE_IDS)) return apiStatus("Cannot read property 'websiteId' of undefined", 500);
    return guarded(() => magento.requestReset(String(email), storeCode === null ? undefined : WEBSITE_IDS[storeCode]));
  }

  function changePassword(req: ApiRequest) {
    try {
      return apiStatus(magento.changePassword(magento.customerOfToken(token(req)), req.body.currentPassword, req.body.newPassword));
    } catch (error) {
      return apiObjectError(error);
    }
  }

  return {
    create(req: ApiRequest) {
      const invalid = firstError(USER_REGISTER, req.body);
      if (invalid) return apiStatus([invalid], 400);
      return guarded(() => magento.createCustomer(req.body.customer as Record<string, unknown>, String(req.body.password)));
    },
    login: (req: ApiRequest) => login(req.body as { username: unknown; password: unknown }),
    refresh(req: ApiRequest) {
      const refreshToken = req.body.refreshToken;
      if (!refreshToken) return apiStatus("No refresh token provided", 500);
      const credentials = credentialsOf.get(String(refreshToken));
      if (!credentials) return apiStatus("Not enough or too many segments", 500);
      return login(credentials);
    },
    resetPasswordLegacy: (req: ApiRequest) => resetPassword(req, null),
    resetPassword: (req: ApiRequest) => resetPassword(req, req.query.get("storeCode")),
    me: (req: ApiRequest) =>
      guarded(() => {
        const customer = magento.customer(magento.customerOfToken(token(req)));
        return { ...customer, groupToken: groupToken(customer) };
      }),
    orderHistory: (req: ApiRequest) => guarded(() => magento.ordersOf(magento.customerOfToken(token(req)), Number(req.query.get("pageSize") ?? 20), Number(req.query.get("currentPage") ?? 1))),
    updateMe(req: ApiRequest) {
      const body = structuredClone(req.body);
      if (body.customer && typeof body.customer === "object") delete (body.customer as { groupToken?: unknown }).groupToken;
      const invalid = firstError(USER_PROFILE_UPDATE, body);
      if (invalid) return apiStatus([invalid], 500);
      let id: number;
      try {
        id = magento.customerOfToken(token(req));
      } catch (error) {
        return apiError(error);
      }
      const current = magento.customer(id);
      const customer = body.customer as Record<string, unknown> & { addresses?: Array<Record<string, unknown>> };
      const owned = (current.addresses as Array<{ id: unknown; customer_id: unknown }>) ?? [];
      // An address naming an id or a customer must be one of the customer's on both.
      for (const address of customer.addresses ?? []) {
        if ((address.id !== undefined || address.customer_id !== undefined) && !owned.some((own) => own.id === address.id && own.customer_id === address.customer_id)) return apiStatus("Provided invalid address.id or address.customer_id", 403);
      }
      try {
        const updated = magento.updateCustomer(id, { ...customer, website_id: current.website_id });
        return apiStatus({ ...updated, groupToken: groupToken(updated) });
      } catch (error) {
        return apiObjectError(error);
      }
    },
    changePassword,
    createPassword(req: ApiRequest) {
      for (const field of ["email", "resetToken", "newPassword"]) if (!req.body[field]) return apiStatus(`${field} not provided`, 500);
      try {
        return apiStatus(magento.resetPassword(String(req.body.email), String(req.body.resetToken), String(req.body.newPassword)));
      } catch (error) {
        return apiObjectError(error);
      }
    },
  };
}

