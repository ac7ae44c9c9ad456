/**
 * Customer accounts, vue-storefront-api compatible (SPEC §7 "User"): JSON `{code, result}`, the
 * access token in `?token=` or `Authorization: Bearer`. Failed sign-ins slow the client that makes
 * them (429 with Retry-After) and, many for one account, ask for a captcha `challenge` instead of
 * refusing the owner (core/domain/sign-in-gate.ts); a failed sign-in says the same for an unknown
 * e-mail and a wrong password.
 */
import { Hono, type Context } from "hono";
import { sign } from "hono/jwt";
import { z } from "zod";
import { VALIDATION_MESSAGES } from "#core/domain/checkout-validation.ts";
import { ADDRESS_BOOK_LIMIT, validateAddress } from "#core/domain/address-book.ts";
import { TAX_ID_MIN_LENGTH } from "#core/domain/checkout-validation.ts";
import { passwordProblem } from "#core/domain/customer-session.ts";
import type { AppEnv } from "../app-env.ts";
import type { CustomerProfile } from "#core/port/index.ts";
import { readAccountSession } from "#core/account/account-session.ts";
import { isSecureRequest, readSessionCookie, sessionCookies } from "#core/account/session-cookie.ts";
import { ORDER_HISTORY_PAGE_SIZE } from "#core/domain/customer-session.ts";
import { SHOP_COUNTRIES } from "#core/stores.ts";
import { refusal } from "#core/domain/refusal.ts";
import { accessToken, firstIssue, readJson, refuse, refuseParse, refusalIssue, reply, tokenInvalid, tokenRequired, tooMany } from "./envelope.ts";
import { orderResult } from "./order.ts";
import { requestedStore } from "./store-param.ts";

/** An address book may hold addresses in any country the shop sells in. */
const COUNTRY_CODES = SHOP_COUNTRIES.map((c) => c.code);

export const USER_MESSAGES = {
  passwordChanged: "Password has successfully been changed",
  resetSent: "If the e-mail belongs to an account, a link to choose a new password is on its way",
} as const;

const signInFailed = refusal("signInFailed");
const wrongPassword = (c: Context<AppEnv>) => refuse(c, 400, refusal("wrongPassword"), "currentPassword");

const name = (field: string) =>
  z
    .string({ error: `customer.${field} is required` })
    .trim()
    .min(2, { error: `customer.${field} must have at least 2 letters` })
    .max(100, { error: `customer.${field} is longer than 100 characters` });
const email = z.email({ error: "Enter a valid email" }).max(254, { error: "email is longer than 254 characters" });
const password = z
  .string({ error: "password is required" })
  .max(256, { error: "password is longer than 256 characters" })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue(refusalIssue(refusal(problem)));
  });

/** Private shopper, or a business with company and VAT id (SPEC §1, §6): Magento's `taxvat`. */
const business = {
  customer_type: z.enum(["private", "business"], { error: "customer.customer_type must be private or business" }).optional(),
  company: z.string({ error: "customer.company must be text" }).trim().max(120, { error: "customer.company is longer than 120 characters" }).nullish(),
  taxvat: z.string({ error: "customer.taxvat must be text" }).trim().max(40, { error: "customer.taxvat is longer than 40 characters" }).nullish(),
};
type BusinessInput = { customer_type?: "private" | "business"; company?: string | null; taxvat?: string | null };
function businessProblem(customer: BusinessInput, ctx: z.RefinementCtx): void {
  if (customer.customer_type !== "business") return;
  if (!customer.company) ctx.addIssue({ code: "custom", path: ["company"], message: "a business account needs a company name" });
  if ((customer.taxvat ?? "").length < TAX_ID_MIN_LENGTH) ctx.addIssue({ code: "custom", path: ["taxvat"], message: VALIDATION_MESSAGES.taxIdMinLength });
}

const createBody = z.object(
  { customer: z.object({ email, firstname: name("firstname"), lastname: name("lastname"), ...business }, { error: "customer is required" }).superRefine(businessProblem), password },
  { error: "the body must be JSON" },
);
const loginBody = z.object(
  {
    username: z.string({ error: "username is required" }).trim().min(1, { error: "username is required" }).max(254),
    password: z.string({ error: "password is required" }).max(256),
    /** The captcha's token, asked for when many sign-ins to the account failed lately (challengeRequired). */
    challenge: z.string({ error: "challenge must be the captcha's token" }).max(4096, { error: "challenge is longer than 4096 characters" }).optional(),
  },
  { error: "the body must be JSON" },
);
const refreshBody = z.object({ refreshToken: z.string({ error: "refreshToken is required" }).min(1, { error: "refreshToken is required" }).max(256) }, { error: "the body must be JSON" });


const businessOf = (customer: BusinessInput) =>
  customer.customer_type === undefined ? {} : customer.customer_type === "business" ? { type: "business" as const, company: customer.company ?? null, taxId: customer.taxvat ?? null } : { type: "private" as const, company: null, taxId: null };

/** Magento's customer group "General": every customer's (the shop has no group prices). */
const CUSTOMER_GROUP_ID = 1;

/** A profile in Magento's customer shape, as vue-storefront-api answers `user/me`. */
function profileResult(profile: CustomerProfile) {
  return {
    id: profile.id,
    group_id: CUSTOMER_GROUP_ID,
    email: profile.email,
    firstname: profile.firstname,
    lastname: profile.lastname,
    telephone: profile.phone,
    customer_type: profile.type,
    company: profile.company,
    taxvat: profile.taxId,
    store_code: profile.store,
    created_at: profile.createdAt,
    default_shipping: profile.addresses.find((a) => a.defaultShipping)?.id ?? null,
    default_billing: profile.addresses.find((a) => a.defaultBilling)?.id ?? null,
    addresses: profile.addresses.map((a) => ({
      id: a.id,
      firstname: a.firstname,
      lastname: a.lastname,
      company: a.company,
      street: [a.street],
      postcode: a.postcode,
      city: a.city,
      country_id: a.countryId,
      // Vue Storefront reads address.region.region; the shop's countries have no regions.
      region: { region: null, region_code: null, region_id: 0 },
      region_id: 0,
      customer_id: profile.id,
      telephone: a.telephone,
      default_shipping: a.defaultShipping,
      default_billing: a.defaultBilling,
    })),
  };
}

/**
 * What `/create` answers for every accepted registration: the customer as sent, in Magento's shape, without
 * the id and dates a stored profile has (an existing account's would tell it apart). Vue Storefront reads
 * only `code` and signs in next; `/me` then answers the stored profile.
 */
function registrationResult(customer: z.output<typeof createBody>["customer"], store: string) {
  return {
    group_id: CUSTOMER_GROUP_ID,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    customer_type: customer.customer_type ?? "private",
    company: customer.customer_type === "business" ? (customer.company ?? null) : null,
    taxvat: customer.customer_type === "business" ? (customer.taxvat ?? null) : null,
    store_code: store,
    addresses: [],
  };
}

const secure = (c: Context<AppEnv>) => isSecureRequest(c.req.raw);
function setCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
}



const REFRESH_REFUSALS = {
  superseded: refusal("refreshSuperseded"),
  reused: refusal("refreshSpent"),
  expired: refusal("refreshExpired"),
  unknown: refusal("refreshUnknown"),
} as const;

export const userApi = new Hono<AppEnv>();

userApi.post("/create", async (c) => {
  const parsed = createBody.safeParse(await readJson(c));
  if (!parsed.success) return refuseParse(c, parsed.error);
  const { customer, password } = parsed.data;
  const registered = await c.var.accounts.register({ email: customer.email, firstname: customer.firstname, lastname: customer.lastname, password, ...businessOf(customer) });
  if (!registered.ok) return tooMany(c, registered.retryAfter);
  // The same answer for a new e-mail and one that has an account (docs/api.md): what was sent, never a stored profile.
  return reply(c, 200, registrationResult(customer, c.var.store.storeCode));
});

userApi.post("/login", async (c) => {
  const parsed = loginBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const signedIn = await c.var.accounts.login(parsed.data.username, parsed.data.password, parsed.data.challenge);
  if (!signedIn.ok) {
    if (signedIn.reason === "throttled") return tooMany(c, signedIn.retryAfter);
    if (signedIn.reason === "challenge") return refuse(c, 401, refusal(signedIn.failed ? "challengeFailed" : "challengeRequired"));
    return refuse(c, 401, signInFailed);
  }
  return c.json({ code: 200, result: signedIn.session.token, meta: { refreshToken: signedIn.session.refreshToken } });
});

const optionalRefreshBody = z.object({ refreshToken: refreshBody.shape.refreshToken.optional() }, { error: "the body must be JSON" }).optional();

/** The refresh token a call presents: in its JSON body (API clients), else in the browser's session cookie. */
async function refreshTokenOf(c: Context<AppEnv>): Promise<{ refreshToken: string | undefined; fromCookie: boolean } | { error: string }> {
  const parsed = optionalRefreshBody.safeParse(c.req.header("content-length") === "0" ? undefined : await readJson(c));
  if (!parsed.success) return { error: firstIssue(parsed.error) };
  const fromBody = parsed.data?.refreshToken;
  return { refreshToken: fromBody ?? readSessionCookie(c.req.header("Cookie") ?? null)?.refreshToken, fromCookie: !fromBody };
}

/**
 * A new token pair for a refresh token (single use). A browser signed in by the shop's pages sends
 * none: its HttpOnly session cookie holds it, and the cookie rotates with the answer.
 */
userApi.post("/refresh", async (c) => {
  const presented = await refreshTokenOf(c);
  if ("error" in presented) return reply(c, 400, presented.error);
  if (!presented.refreshToken) return reply(c, 400, "refreshToken is required");
  const { fromCookie } = presented;
  // An API client may send its sign-in refresh token again at every refresh, as Vue Storefront does.
  const session = await c.var.commerce.customers.refresh(presented.refreshToken, fromCookie ? "rotating" : "resending");
  if ("refused" in session) {
    if (fromCookie && session.refused !== "superseded") setCookies(c, sessionCookies(null, secure(c)));
    return refuse(c, 401, REFRESH_REFUSALS[session.refused]);
  }
  if (!fromCookie) return c.json({ code: 200, result: session.token, meta: { refreshToken: session.refreshToken } });
  setCookies(c, sessionCookies(session, secure(c)));
  return c.json({ code: 200, result: session.token, meta: {} });
});

/** The signed-in browser's access token and profile, from its session cookie (the page script's start of session). */
userApi.get("/session", async (c) => {
  const session = await readAccountSession(c.req.raw, c.var.commerce.customers);
  setCookies(c, session.setCookies);
  if (!session.customer) return refuse(c, 401, refusal("notSignedIn"));
  return reply(c, 200, { token: session.customer.token, user: profileResult(session.customer.profile) });
});

/** Ends the session of the refresh token in the body or the session cookie; the cookies are cleared. */
userApi.post("/logout", async (c) => {
  const presented = await refreshTokenOf(c);
  if ("error" in presented) return reply(c, 400, presented.error);
  if (presented.refreshToken) await c.var.commerce.customers.logout(presented.refreshToken);
  setCookies(c, sessionCookies(null, secure(c)));
  return reply(c, 200, "You're logged out");
});

const historyQuery = z.object({
  pageSize: z.coerce.number({ error: "pageSize must be a number" }).int({ error: "pageSize must be a whole number" }).min(1, { error: "pageSize must be 1 to 100" }).max(100, { error: "pageSize must be 1 to 100" }).default(ORDER_HISTORY_PAGE_SIZE),
  currentPage: z.coerce.number({ error: "currentPage must be a number" }).int({ error: "currentPage must be a whole number" }).min(1, { error: "currentPage must be 1 or more" }).max(10_000, { error: "currentPage is too large" }).default(1),
});

/** SPEC §7: the customer's orders, newest first, 20 per page; Magento's search-result shape. */
userApi.get("/order-history", async (c) => {
  const token = accessToken(c);
  if (!token) return tokenRequired(c);
  const query = historyQuery.safeParse({ pageSize: c.req.query("pageSize") || undefined, currentPage: c.req.query("currentPage") || undefined });
  if (!query.success) return reply(c, 400, firstIssue(query.error));
  const page = await c.var.commerce.customers.orderHistory(token, query.data);
  if (!page) return tokenInvalid(c);
  return reply(c, 200, { items: page.items.map(orderResult), total_count: page.total, search_criteria: { page_size: query.data.pageSize, current_page: query.data.currentPage } });
});

const addressText = (field: string, max: number) => z.string({ error: `${field} is required` }).trim().max(max, { error: `${field} is longer than ${max} characters` });
const addressBody = z.object({
  id: z.number({ error: "id must be a number" }).int().positive().optional(),
  firstname: addressText("firstname", 100),
  lastname: addressText("lastname", 100),
  company: addressText("company", 120).nullish(),
  // Magento sends street lines as an array; the shop keeps one line.
  street: z.union([addressText("street", 200), z.array(addressText("street", 200)).min(1, { error: "street is required" }).max(3)], { error: "street is required" }).transform((v) => (Array.isArray(v) ? v.join(" ") : v)),
  postcode: addressText("postcode", 12),
  city: addressText("city", 100),
  country_id: addressText("country_id", 2),
  telephone: addressText("telephone", 40).nullish(),
  default_shipping: z.boolean({ error: "default_shipping must be true or false" }).optional(),
  default_billing: z.boolean({ error: "default_billing must be true or false" }).optional(),
});
/** Checkout form field names as Magento's address fields. */
const ADDRESS_FIELD = { firstName: "firstname", lastName: "lastname", streetAddress: "street", zipCode: "postcode", city: "city", country: "country_id" } as Record<string, string>;

const profileBody = z.object(
  {
    customer: z
      .object(
        {
          email: email.optional(),
          firstname: name("firstname").optional(),
          lastname: name("lastname").optional(),
          telephone: z.string({ error: "customer.telephone must be text" }).trim().max(40, { error: "customer.telephone is longer than 40 characters" }).nullish(),
          ...business,
          addresses: z.array(addressBody, { error: "customer.addresses must be a list" }).max(ADDRESS_BOOK_LIMIT, { error: `customer.addresses holds at most ${ADDRESS_BOOK_LIMIT} addresses` }).optional(),
        },
        { error: "customer is required" },
      )
      .superRefine(businessProblem)
      .superRefine((customer, ctx) => {
        for (const [i, a] of (customer.addresses ?? []).entries()) {
          const problem = validateAddress({ ...a, company: a.company ?? null, telephone: a.telephone ?? null, countryId: a.country_id }, COUNTRY_CODES)[0];
          if (problem) ctx.addIssue({ code: "custom", path: ["addresses", i, ADDRESS_FIELD[problem.field] ?? problem.field], message: problem.message });
        }
      })
      .refine((c) => Object.values(c).some((v) => v !== undefined), { error: "nothing to change: give email, firstname, lastname, telephone, customer_type, company, taxvat or addresses" }),
    currentPassword: z.string({ error: "currentPassword must be text" }).max(256, { error: "currentPassword is longer than 256 characters" }).optional(),
  },
  { error: "the body must be JSON" },
);
const passwordBody = z.object(
  { currentPassword: z.string({ error: "currentPassword is required" }).min(1, { error: "currentPassword is required" }).max(256), newPassword: password },
  { error: "the body must be JSON" },
);

userApi.post("/me", async (c) => {
  const token = accessToken(c);
  if (!token) return tokenRequired(c);
  const parsed = profileBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const { addresses, telephone, customer_type, company, taxvat, ...names } = parsed.data.customer;
  // A new e-mail would let a stolen session take the account over through a reset: it needs the password.
  if (names.email) {
    const current = await c.var.commerce.customers.me(token);
    if (!current) return tokenInvalid(c);
    if (current.email.toLowerCase() !== names.email.toLowerCase()) {
      if (!parsed.data.currentPassword) return refuse(c, 400, refusal("currentPasswordRequired"), "currentPassword");
      const confirmed = await c.var.accounts.confirmPassword(token, parsed.data.currentPassword);
      if (!confirmed.ok) return confirmed.reason === "throttled" ? tooMany(c, confirmed.retryAfter) : wrongPassword(c);
    }
  }
  const updated = await c.var.commerce.customers.updateProfile(token, {
    ...names,
    ...(telephone !== undefined ? { phone: telephone || null } : {}),
    ...businessOf({ customer_type, company, taxvat }),
    ...(addresses
      ? {
          addresses: addresses.map((a) => ({
            id: a.id,
            firstname: a.firstname,
            lastname: a.lastname,
            company: a.company || null,
            street: a.street,
            postcode: a.postcode,
            city: a.city,
            countryId: a.country_id.toUpperCase(),
            telephone: a.telephone || null,
            defaultShipping: a.default_shipping,
            defaultBilling: a.default_billing,
          })),
        }
      : {}),
  });
  if (updated === "email-taken") return refuse(c, 400, refusal("emailTaken"), "customer.email");
  return updated ? reply(c, 200, await withGroupToken(c, updated)) : tokenInvalid(c);
});

const changePassword = async (c: Context<AppEnv>) => {
  const token = accessToken(c);
  if (!token) return tokenRequired(c);
  const parsed = passwordBody.safeParse(await readJson(c));
  if (!parsed.success) return refuseParse(c, parsed.error);
  const changed = await c.var.accounts.changePassword(token, parsed.data.currentPassword, parsed.data.newPassword);
  if (!changed.ok) {
    if (changed.reason === "throttled") return tooMany(c, changed.retryAfter);
    return changed.reason === "invalid-token" ? tokenInvalid(c) : wrongPassword(c);
  }
  // Every other session has ended; this one goes on with the new pair (a browser's in its cookie).
  const { token: newToken, refreshToken } = changed.session;
  if (!readSessionCookie(c.req.header("Cookie") ?? null)) return c.json({ code: 200, result: USER_MESSAGES.passwordChanged, meta: { token: newToken, refreshToken } });
  setCookies(c, sessionCookies(changed.session, secure(c)));
  return c.json({ code: 200, result: USER_MESSAGES.passwordChanged, meta: { token: newToken } });
};
userApi.post("/change-password", changePassword);
/** vue-storefront-api's legacy name, which Vue Storefront 1.12 clients still call. */
userApi.post("/changePassword", changePassword);

const resetBody = z.object({ email }, { error: "the body must be JSON" });
const createPasswordBody = z.object(
  { email, newPassword: password, resetToken: z.string({ error: "resetToken is required" }).regex(/^[0-9a-f]{64}$/, { error: "resetToken is not a reset token" }) },
  { error: "the body must be JSON" },
);

/** Mails a reset link when the e-mail has an account; the answer is the same either way. */
const resetPassword = async (c: Context<AppEnv>) => {
  const parsed = resetBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const store = requestedStore(c);
  if (typeof store === "string") return reply(c, 400, store);
  const asked = await c.var.accounts.requestPasswordReset(parsed.data.email, store.storeCode);
  return asked.ok ? reply(c, 200, USER_MESSAGES.resetSent) : tooMany(c, asked.retryAfter);
};
userApi.post("/reset-password", resetPassword);
/** vue-storefront-api's legacy name. */
userApi.post("/resetPassword", resetPassword);

/** Sets the password with a mailed reset token and signs the customer in (SPEC §4). */
userApi.post("/create-password", async (c) => {
  const parsed = createPasswordBody.safeParse(await readJson(c));
  if (!parsed.success) return refuseParse(c, parsed.error);
  const { email: address, resetToken, newPassword } = parsed.data;
  const reset = await c.var.accounts.resetPassword(address, resetToken, newPassword);
  if (!reset.ok) return reset.reason === "throttled" ? tooMany(c, reset.retryAfter) : refuse(c, 400, refusal("resetTokenUnusable"), "resetToken");
  return c.json({ code: 200, result: reset.session.token, meta: { refreshToken: reset.session.refreshToken } });
});

/**
 * vue-storefront-api's `groupToken`: a signed statement of the customer's group, which a client sends
 * back with catalog searches for group prices. Signed with the customers' token secret (the embedded
 * backend's); the shop has no group prices, so the catalog selects nothing by it.
 */
async function withGroupToken(c: Context<AppEnv>, profile: CustomerProfile) {
  const backend = c.var.config.backend;
  const groupToken = backend.kind === "embedded" ? await sign({ group_id: CUSTOMER_GROUP_ID, id: profile.id, user: profile.email }, backend.customerTokenSecret, "HS256") : null;
  return { ...profileResult(profile), groupToken };
}

userApi.get("/me", async (c) => {
  const token = accessToken(c);
  if (!token) return tokenRequired(c);
  const profile = await c.var.commerce.customers.me(token);
  return profile ? reply(c, 200, await withGroupToken(c, profile)) : tokenInvalid(c);
});
