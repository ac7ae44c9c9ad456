/**
 * What a Magento customer does with their account through vue-storefront-api's user endpoints (SPEC §7):
 * registering, profile and address changes, password resets (Magento mails the link itself), order
 * history. Carts and wishlists have no endpoint there: the shop keeps them by Magento's customer id.
 */
import { ADDRESS_BOOK_LIMIT, settleDefaults } from "#core/domain/address-book.ts";
import { separateBillingAddress, type BillingAddress } from "#core/domain/billing-address.ts";
import { STORE_CODES, STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import type { CustomersPort, PlacedOrder } from "#core/port/index.ts";
import { createCustomerLists } from "../shop/customer-lists.ts";
import { UpstreamError, type UpstreamClient } from "./client.ts";
import type { MethodMap } from "./config.ts";
import { NO_SECOND_STREET_LINE, toProfile, unauthorized, type MagentoAddress, type MagentoCustomer, type UpstreamCustomerSessions } from "./customers.ts";
import { isoTime, number } from "./documents.ts";

type AccountMethods = Exclude<keyof CustomersPort, keyof UpstreamCustomerSessions>;

interface MagentoOrder {
  increment_id: string;
  state?: string;
  status?: string;
  created_at?: string;
  store_id?: unknown;
  order_currency_code?: string;
  customer_email?: string;
  customer_firstname?: string;
  customer_lastname?: string;
  grand_total?: unknown;
  subtotal_incl_tax?: unknown;
  discount_amount?: unknown;
  shipping_incl_tax?: unknown;
  tax_amount?: unknown;
  items?: Array<{ sku: string; name?: string; product_id?: unknown; parent_item_id?: unknown; qty_ordered?: unknown; price_incl_tax?: unknown; row_total_incl_tax?: unknown }>;
  billing_address?: { company?: string | null; firstname?: string; lastname?: string; street?: string[]; postcode?: string; city?: string; country_id?: string };
  payment?: { method?: string };
  extension_attributes?: { shipping_assignments?: Array<{ shipping?: { method?: string; address?: { firstname?: string; lastname?: string; street?: string[]; postcode?: string; city?: string; country_id?: string } } }> };
}

export interface UpstreamAccountSettings {
  storeIds: Record<StoreCode, number>;
  shippingMethods: MethodMap;
  paymentMethods: Partial<Record<string, string>>;
}

const EMAIL_TAKEN = /already exists/i;

/** A street as the two non-empty lines vue-storefront-api requires (street, house number), as Vue Storefront sends it. */
export function streetLines(street: string): [string, string] {
  const split = /^(.*\S)\s+(\S+)$/.exec(street.trim());
  return split ? [split[1]!, split[2]!] : [street.trim(), NO_SECOND_STREET_LINE];
}

/** An address as userProfileUpdate takes it: optional strings left out when empty (the schema wants them non-empty), no region. */
function toProfileUpdateAddress(address: MagentoAddress): MagentoAddress {
  const { company, vat_id: vatId, telephone, ...rest } = address;
  const street = Array.isArray(address.street) && address.street.length >= 2 ? address.street : streetLines(Array.isArray(address.street) ? address.street.join(" ") : (address.street ?? ""));
  return {
    id: rest.id,
    ...(rest.customer_id !== undefined ? { customer_id: rest.customer_id } : {}),
    firstname: rest.firstname,
    lastname: rest.lastname,
    street,
    city: rest.city,
    country_id: rest.country_id,
    postcode: rest.postcode,
    telephone: telephone ?? "",
    default_shipping: rest.default_shipping === true,
    default_billing: rest.default_billing === true,
    ...(company ? { company } : {}),
    ...(vatId && vatId.length >= 3 ? { vat_id: vatId } : {}),
  };
}
const refused = (error: unknown) => error instanceof UpstreamError && error.status >= 400 && error.status < 500;

/** Magento's billing address of an order, when it is not its delivery address. */
function billingAddressOf(order: MagentoOrder): BillingAddress | null {
  const billing = order.billing_address;
  const delivery = order.extension_attributes?.shipping_assignments?.[0]?.shipping?.address;
  if (!billing?.street?.length || !delivery) return null;
  const [street, ...rest] = billing.street.filter(Boolean);
  const address = { firstname: billing.firstname ?? "", lastname: billing.lastname ?? "", street: street ?? "", apartment: rest.join(", ") || null, zipCode: billing.postcode ?? "", city: billing.city ?? "", country: billing.country_id ?? "" };
  const [deliveryStreet, ...deliveryRest] = (delivery.street ?? []).filter(Boolean);
  return separateBillingAddress(address, { firstname: delivery.firstname ?? billing.firstname ?? "", lastname: delivery.lastname ?? billing.lastname ?? "", street: deliveryStreet ?? "", apartment: deliveryRest.join(", ") || null, zipCode: delivery.postcode ?? "", city: delivery.city ?? "", country: delivery.country_id ?? "" });
}

/** An order as Magento recorded it, as the shop shows one: Magento's method codes back as the shop's. */
export function toPlacedOrder(order: MagentoOrder, settings: UpstreamAccountSettings): PlacedOrder {
  const store = STORE_CODES.find((code) => settings.storeIds[code] === number(order.store_id)) ?? STORE_CODES[0]!;
  const shipping = order.extension_attributes?.shipping_assignments?.[0]?.shipping;
  const shippingMethod = Object.entries(settings.shippingMethods).find(([, magento]) => `${magento!.carrier}_${magento!.method}` === shipping?.method)?.[0] ?? "flatrate";
  const paymentMethod = Object.entries(settings.paymentMethods).find(([, magento]) => magento === order.payment?.method)?.[0] ?? order.payment?.method ?? "";
  const items = (order.items ?? []).filter((item) => item.parent_item_id === undefined || item.parent_item_id === null);
  const state = order.state ?? order.status ?? "";
  return {
    incrementId: order.increment_id,
    cartId: "",
    store,
    status: state === "complete" || state === "closed" ? "delivered" : state === "processing" ? "invoiced" : "active",
    currency: order.order_currency_code ?? STORE_VIEWS[store].i18n.currencyCode,
    grandTotal: number(order.grand_total) || 0,
    subtotalInclTax: number(order.subtotal_incl_tax) || 0,
    discountAmount: Math.abs(number(order.discount_amount) || 0),
    shippingInclTax: number(order.shipping_incl_tax) || 0,
    taxAmount: number(order.tax_amount) || 0,
    paymentMethod,
    shippingMethod,
    email: order.customer_email ?? "",
    recipient: { firstname: order.billing_address?.firstname ?? order.customer_firstname ?? "", lastname: order.billing_address?.lastname ?? order.customer_lastname ?? "", company: order.billing_address?.company || null },
    shippingAddress: { street: (shipping?.address?.street ?? []).filter(Boolean).join(", "), zipCode: shipping?.address?.postcode ?? "", city: shipping?.address?.city ?? "", country: shipping?.address?.country_id ?? "" },
    billingAddress: billingAddressOf(order),
    createdAt: isoTime(order.created_at),
    deliverySlot: null,
    pickupPoint: null,
    booking: null,
    paymentReference: null,
    fees: [],
    feesInclTax: 0,
    items: items.map((item) => ({ sku: item.sku, name: item.name ?? item.sku, qty: number(item.qty_ordered) || 0, unitPriceInclTax: number(item.price_incl_tax) || 0, rowTotalInclTax: number(item.row_total_incl_tax) || 0, options: [] })),
    productIds: items.map((item) => number(item.product_id)).filter(Number.isInteger),
  };
}

/** vue-storefront-api's userProfileUpdate schema takes at most two addresses (`customer.addresses.maxItems`): a third is a 500. */
export const VSF_ADDRESS_BOOK_LIMIT = 2;

export function upstreamCustomerAccounts(client: UpstreamClient, db: D1Database, sessions: UpstreamCustomerSessions, settings: UpstreamAccountSettings): Pick<CustomersPort, AccountMethods> {
  /** Magento's customer record behind a token, or null for a token it refuses. */
  async function raw(token: string): Promise<MagentoCustomer | null> {
    try {
      return await client.read<MagentoCustomer>("/api/user/me", { token });
    } catch (error) {
      if (unauthorized(error)) return null;
      throw error;
    }
  }
  const customerOf = async (token: string) => {
    const customer = await raw(token);
    return customer ? number(customer.id) : null;
  };

  async function history(token: string, pageSize: number, currentPage: number): Promise<{ items: MagentoOrder[]; total_count?: unknown } | null> {
    try {
      return await client.read("/api/user/order-history", { token, pageSize, currentPage });
    } catch (error) {
      if (unauthorized(error)) return null;
      throw error;
    }
  }

  return {
    addressBookLimit: VSF_ADDRESS_BOOK_LIMIT,
    ...createCustomerLists(db, customerOf, { carts: "upstream_customer_carts", wishlist: "upstream_wishlist_items" }),

    async create(customer) {
      // Magento keeps its own passwords: a hash (a paid hosted checkout's kept request) cannot make an account there.
      if (!("plain" in customer.password)) throw new Error("a Magento account needs the password as typed, not its hash");
      try {
        await client.write("POST", "/api/user/create", {
          customer: { email: customer.email.trim(), firstname: customer.firstname, lastname: customer.lastname, store_id: settings.storeIds[customer.store], taxvat: customer.type === "business" ? (customer.taxId ?? "") : "", addresses: [] },
          password: customer.password.plain,
        });
        return true;
      } catch (error) {
        if (error instanceof UpstreamError && EMAIL_TAKEN.test(error.message)) return false;
        throw error;
      }
    },

    async updateProfile(token, changes) {
      const current = await raw(token);
      if (!current) return null;
      const own = new Set((current.addresses ?? []).map((address) => number(address.id)));
      const book = changes.addresses
        ? settleDefaults(changes.addresses.slice(0, ADDRESS_BOOK_LIMIT).map((a) => ({ ...a, id: a.id !== undefined && own.has(a.id) ? a.id : 0, defaultShipping: a.defaultShipping ?? false, defaultBilling: a.defaultBilling ?? false })))
        : null;
      const currentProfile = toProfile(current, settings.storeIds);
      const business = changes.type ?? currentProfile.type;
      const taxId = business === "business" ? (changes.taxId ?? currentProfile.taxId ?? "") : "";
      const owner = new Map((current.addresses ?? []).map((address) => [number(address.id), address.customer_id ?? current.id]));
      const addresses: MagentoAddress[] = book
        ? book.map((a) => ({ ...(a.id ? { id: a.id, customer_id: owner.get(a.id) } : {}), firstname: a.firstname, lastname: a.lastname, company: a.company ?? "", street: streetLines(a.street), postcode: a.postcode, city: a.city, country_id: a.countryId.toUpperCase(), telephone: a.telephone ?? "", default_shipping: a.defaultShipping, default_billing: a.defaultBilling }))
        : (current.addresses ?? []);
      // Magento has no phone, company or VAT id of its own for a customer that a profile change may set: they are the billing address's.
      const withContact = addresses.map((address) =>
        address.default_billing
          ? { ...address, ...(changes.phone !== undefined ? { telephone: changes.phone ?? "" } : {}), ...(changes.company !== undefined ? { company: changes.company ?? "" } : {}), vat_id: taxId }
          : address,
      );
      // vue-storefront-api's userProfileUpdate schema: these customer fields only, and an address's optional fields non-empty when sent.
      const customer = {
        email: changes.email?.trim() ?? current.email,
        firstname: changes.firstname ?? current.firstname,
        lastname: changes.lastname ?? current.lastname,
        addresses: withContact.map(toProfileUpdateAddress),
      };
      try {
        await client.write("POST", "/api/user/me", { customer }, { token });
      } catch (error) {
        if (error instanceof UpstreamError && EMAIL_TAKEN.test(error.message)) return "email-taken";
        if (unauthorized(error)) return null;
        throw error;
      }
      return sessions.me(token);
    },

    async requestPasswordReset(email, store) {
      // Magento mails the customer a link with its own token, in the mail of the store's website: the shop has
      // none to send, and says nothing of whether the account exists.
      try {
        await client.write("POST", "/api/user/reset-password", { email: email.trim() }, { storeCode: store });
      } catch (error) {
        if (!refused(error) && !(error instanceof UpstreamError && error.status === 500 && /no such entity/i.test(error.message))) throw error;
      }
      return null;
    },

    async resetPassword(email, resetToken, newPassword) {
      try {
        await client.write("POST", "/api/user/create-password", { email: email.trim(), newPassword, resetToken });
      } catch (error) {
        if (refused(error)) return null;
        throw error;
      }
      return sessions.login(email, newPassword);
    },

    async orderHistory(token, { pageSize, currentPage }) {
      const page = await history(token, pageSize, currentPage);
      return page && { items: page.items.map((order) => toPlacedOrder(order, settings)), total: number(page.total_count) || page.items.length };
    },

    async order(token, incrementId) {
      // vue-storefront-api lists a customer's orders only: the newest hundred are looked through.
      const page = await history(token, 100, 1);
      const found = page?.items.find((order) => order.increment_id === incrementId);
      return found ? toPlacedOrder(found, settings) : null;
    },
  };
}
