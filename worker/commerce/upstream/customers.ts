/**
 * Customer sessions in Magento through vue-storefront-api's user endpoints (SPEC §7: token in the
 * query). Magento issues and checks the tokens; vue-storefront-api's refresh token carries the
 * credentials themselves, so a session has nothing to end upstream at sign-out. The first part of the
 * upstream customers: registration, profile and address changes, resets, orders, carts and
 * wishlists follow.
 */
import type { BookAddress } from "#core/domain/address-book.ts";
import { DEFAULT_STORE, STORE_CODES, type StoreCode } from "#core/stores.ts";
import type { CustomerProfile, CustomersPort, CustomerTokens } from "#core/port/customers.ts";
import { UpstreamError, type UpstreamClient } from "./client.ts";
import { number } from "./documents.ts";

export type UpstreamCustomerSessions = Pick<CustomersPort, "login" | "refresh" | "me" | "logout" | "changePassword" | "checkPassword">;

export interface MagentoAddress {
  /** Absent on an address not saved yet: Magento gives it one. */
  id?: unknown;
  firstname?: string;
  lastname?: string;
  company?: string | null;
  street?: string[] | string;
  postcode?: string;
  city?: string;
  country_id?: string;
  telephone?: string | null;
  default_shipping?: boolean;
  default_billing?: boolean;
  customer_id?: unknown;
  /** The address's VAT number: where the shop keeps a business's VAT id (vue-storefront-api lets no profile change set `taxvat`). */
  vat_id?: string | null;
}

/** A street line the shop sends second when its street has no house number: vue-storefront-api wants two non-empty lines. */
export const NO_SECOND_STREET_LINE = "-";

export interface MagentoCustomer {
  id: unknown;
  email: string;
  firstname?: string;
  lastname?: string;
  created_at?: string;
  store_id?: unknown;
  taxvat?: string | null;
  default_billing?: unknown;
  addresses?: MagentoAddress[];
}

/** What vue-storefront-api's token decoding (jwt-simple, after AES) throws at a refresh token it did not make. */
const UNDECODABLE = /Not enough or too many segments|Signature verification failed|Unexpected token|Unexpected end of JSON/;

export const unauthorized = (error: unknown) => error instanceof UpstreamError && error.status === 401;

function toAddress(address: MagentoAddress): BookAddress {
  return {
    id: number(address.id),
    firstname: address.firstname ?? "",
    lastname: address.lastname ?? "",
    company: address.company || null,
    street: Array.isArray(address.street) ? address.street.filter((line) => line && line !== NO_SECOND_STREET_LINE).join(" ") : (address.street ?? ""),
    postcode: address.postcode ?? "",
    city: address.city ?? "",
    countryId: address.country_id ?? "",
    telephone: address.telephone || null,
    defaultShipping: address.default_shipping === true,
    defaultBilling: address.default_billing === true,
  };
}

/** The account as the shop shows it; a VAT id (Magento's taxvat, or its billing address's vat_id) makes it a business's. */
export function toProfile(customer: MagentoCustomer, storeIds: Record<StoreCode, number>): CustomerProfile {
  const addresses = (customer.addresses ?? []).map(toAddress);
  const billing = addresses.find((address) => address.id === number(customer.default_billing)) ?? addresses.find((address) => address.defaultBilling) ?? null;
  const store = STORE_CODES.find((code) => storeIds[code] === number(customer.store_id)) ?? DEFAULT_STORE;
  const billingRecord = (customer.addresses ?? []).find((address) => number(address.id) === billing?.id);
  const taxId = customer.taxvat || billingRecord?.vat_id || null;
  return {
    id: number(customer.id),
    email: customer.email,
    firstname: customer.firstname ?? "",
    lastname: customer.lastname ?? "",
    phone: billing?.telephone ?? null,
    store,
    createdAt: customer.created_at ?? "",
    type: taxId ? "business" : "private",
    company: billing?.company ?? null,
    taxId,
    addresses,
  };
}

export function upstreamCustomerSessions(client: UpstreamClient, storeIds: Record<StoreCode, number>): UpstreamCustomerSessions {
  async function login(email: string, password: string): Promise<CustomerTokens | null> {
    try {
      const { result, meta } = await client.writeWithMeta<string, { refreshToken?: string }>("POST", "/api/user/login", { username: email, password });
      return { token: result, refreshToken: meta?.refreshToken ?? "" };
    } catch (error) {
      if (unauthorized(error)) return null;
      throw error;
    }
  }

  async function me(token: string): Promise<CustomerProfile | null> {
    try {
      return toProfile(await client.read<MagentoCustomer>("/api/user/me", { token }), storeIds);
    } catch (error) {
      if (unauthorized(error)) return null;
      throw error;
    }
  }

  return {
    login,
    me,

    async refresh(refreshToken) {
      try {
        const { result, meta } = await client.writeWithMeta<string, { refreshToken?: string }>("POST", "/api/user/refresh", { refreshToken });
        return { token: result, refreshToken: meta?.refreshToken ?? refreshToken };
      } catch (error) {
        if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) return { refused: error.status === 401 ? "expired" : "unknown" };
        // vue-storefront-api decodes the token itself: one it did not make is the decoder's 500.
        if (error instanceof UpstreamError && error.status === 500 && UNDECODABLE.test(error.message)) return { refused: "unknown" };
        throw error;
      }
    },

    async logout() {
      // Nothing to end: the access token expires in Magento, the refresh token holds no server state.
    },

    async changePassword(token, currentPassword, newPassword) {
      const profile = await me(token);
      if (!profile) return "invalid-token";
      try {
        await client.write("POST", "/api/user/change-password", { currentPassword, newPassword }, { token });
      } catch (error) {
        // The token was good a moment ago (me): Magento's 401 here says the current password is wrong.
        if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) return "wrong-password";
        throw error;
      }
      const tokens = await login(profile.email, newPassword);
      return tokens ? { changed: tokens } : "invalid-token";
    },

    async checkPassword(token, password) {
      const profile = await me(token);
      return profile !== null && (await login(profile.email, password)) !== null;
    },
  };
}
