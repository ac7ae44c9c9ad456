/**
 * POST /api/order (api: src/api/order.ts, the direct mode of src/platform/magento2/o2m.js). The order
 * schema never runs (docs/upstream-contract.md 1.4 step 1): any JSON passes. o2m then takes the quote
 * (the customer's active one for `user_id > 0`, else `cart_id`), makes its lines what `products[]` says,
 * sets the billing address, the shipping information and the payment, and answers the order's ids. A
 * failing step is a 500 whose message is the step's plus Magento's; a quote Magento no longer has is
 * never answered (o2m's pull has no rejection handler).
 */
import { MagentoError, apiStatus, noAnswer, type ApiRequest } from "./http.ts";
import type { CartItemInput, Magento, Quote } from "./magento.ts";

type Doc = Record<string, unknown>;
type OrderProduct = CartItemInput & { server_item_id?: unknown; id?: unknown; product_type?: unknown; type_id?: unknown; sgn?: unknown; price?: unknown };
type ServerItem = ReturnType<Magento["items"]>[number];

/** The options that make two lines of one product different (vsf-utilities productsEquals). */
const extension = (item: { product_option?: CartItemInput["product_option"] }) => item.product_option?.extension_attributes ?? {};
const hasOwnOptions = (item: { product_option?: CartItemInput["product_option"] }) => (extension(item).bundle_options?.length ?? 0) > 0 || (extension(item).custom_options?.length ?? 0) > 0;
const checksum = (item: { product_option?: CartItemInput["product_option"] }) => JSON.stringify([extension(item).bundle_options ?? [], (extension(item).custom_options ?? []).map((o) => [String(o.option_id), String(o.option_value)])]);

/** vsf-utilities productsEquals: bundles and custom options by item id, else by option checksum; configurables by sku; others by id or sku. */
function productsEquals(client: OrderProduct, server: ServerItem): boolean {
  if (hasOwnOptions(client) || hasOwnOptions(server)) {
    const clientId = client.server_item_id ?? client.item_id;
    return clientId !== undefined && clientId !== null ? Number(clientId) === server.item_id : checksum(client) === checksum(server);
  }
  return String(client.sku) === server.sku;
}

/** o2m's composeError: the step, then Magento's message. */
const composed = (step: string, error: unknown) => new Error(`${step} ${error instanceof MagentoError ? error.errorMessage : error instanceof Error ? error.message : String(error)}`.trim());

const REQUIRED_ADDRESS = ["firstname", "lastname", "street", "city", "postcode", "telephone", "countryId"] as const;

/** Magento's address check of billing-address and shipping-information. */
function checkAddress(address: Doc) {
  for (const field of REQUIRED_ADDRESS) {
    const value = address[field];
    if (value === undefined || value === null || value === "" || (Array.isArray(value) && !value.some(Boolean))) throw new MagentoError(400, `"${field}" is required. Enter and try again.`);
  }
}

/** o2m's Magento address from the order's snake_case one. */
const magentoAddress = (address: Doc, email: unknown): Doc => ({
  countryId: address.country_id,
  street: address.street,
  telephone: address.telephone,
  postcode: address.postcode,
  city: address.city,
  firstname: address.firstname,
  lastname: address.lastname,
  email: address.email ?? email,
  regionCode: address.region_code,
  regionId: address.region_id,
  company: address.company,
  vatId: address.vat_id,
});

export interface OrderSettings {
  /** tax.usePlatformTotals (the default true): false checks every product's `sgn`. */
  usePlatformTotals: boolean;
}

export function orderRoutes(magento: Magento, settings: OrderSettings) {
  return {
    async create(req: ApiRequest): Promise<Response> {
      const order = req.body as Doc & { products?: unknown; addressInformation?: Doc; user_id?: unknown; cart_id?: unknown; store_code?: unknown };
      if (!Array.isArray(order.products)) return apiStatus("req.body.products is not iterable", 500);
      const products = order.products as OrderProduct[];
      if (!settings.usePlatformTotals) {
        const unsigned = products.find((product) => typeof product.sgn !== "string");
        if (unsigned) return apiStatus(`Invalid signature validation of ${String(unsigned.sku)}`, 200);
      }
      const store = String(order.store_code ?? "se");
      const userId = Number.parseInt(String(order.user_id ?? ""), 10);
      let admin = userId > 0;
      let cartId = String(order.cart_id ?? "");
      try {
        if (admin) cartId = String(magento.customerCart(userId, store));
        else if (!cartId) cartId = magento.createGuestCart(store);
      } catch {
        // No quote for that customer: o2m goes on as a guest order.
        admin = false;
        if (/^\d+$/.test(cartId)) cartId = magento.createGuestCart(store);
      }
      let quote: Quote;
      try {
        quote = magento.quote(cartId, { admin });
      } catch {
        return noAnswer();
      }
      try {
        const serverItems = magento.items(quote);
        for (const product of products) {
          const match = serverItems.find((item) => productsEquals(product, item));
          if (!match) magento.addItem(quote, { sku: product.sku, qty: product.qty, product_option: product.product_option });
          else if (match.qty !== product.qty) magento.addItem(quote, { sku: product.sku, qty: product.qty, product_option: product.product_option, item_id: match.item_id });
        }
        for (const item of serverItems) if (!products.some((product) => productsEquals(product, item))) magento.removeItem(quote, item.item_id);
      } catch (error) {
        return apiStatus(composed("Error while adding products.", error).message, 500);
      }
      const information = order.addressInformation ?? {};
      const billing = magentoAddress((information.billingAddress ?? {}) as Doc, undefined);
      try {
        checkAddress(billing);
        magento.setBillingAddress(quote, billing);
      } catch (error) {
        return apiStatus(composed("Error while adding billing address.", error).message, 500);
      }
      try {
        const shipping = information.shippingAddress ? magentoAddress(information.shippingAddress as Doc, billing.email) : billing;
        checkAddress(shipping);
        magento.setShippingInformation(quote, { shippingAddress: shipping, billingAddress: billing, shippingMethodCode: information.shipping_method_code, shippingCarrierCode: information.shipping_carrier_code });
      } catch (error) {
        return apiStatus(composed("Error while adding shipping address.", error).message, 500);
      }
      let entityId: number;
      try {
        entityId = magento.placeOrder(quote, { method: information.payment_method_code, additional_data: information.payment_method_additional });
      } catch (error) {
        return apiStatus(composed("Error placing an order.", error).message, 500);
      }
      const placed = magento.orderById(entityId);
      return apiStatus({ magentoOrderId: entityId, orderNumber: placed?.increment_id ?? null, backendOrderId: entityId, transferedAt: new Date().toISOString() });
    },
  };
}
