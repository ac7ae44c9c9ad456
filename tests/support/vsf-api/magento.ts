/**
 * The Magento 2 behind the stand-in: its catalog is the recorded index, and it keeps what a shop changes
 * in it (quotes, customers, orders, stock, price rules, reviews). Every refusal is a MagentoError with
 * the status and message Magento's REST API gives (the messages of Magento 2.3/2.4, docs/upstream-contract.md 2).
 */
import { createHmac, randomBytes } from "node:crypto";
import { fixture, productBySku, type Doc } from "./fixtures.ts";
import { MagentoError } from "./http.ts";

export interface ProductOption {
  extension_attributes?: {
    configurable_item_options?: Array<{ option_id: unknown; option_value: unknown }>;
    bundle_options?: Array<{ option_id: unknown; option_qty?: unknown; option_selections?: unknown[] }>;
    custom_options?: Array<{ option_id: unknown; option_value: unknown }>;
  };
}

export interface CartItemInput {
  sku?: unknown;
  qty?: unknown;
  item_id?: unknown;
  product_option?: ProductOption;
}

interface QuoteItem {
  item_id: number;
  /** The line's sku as Magento names it: a configurable's child, a bundle's composition. */
  sku: string;
  /** The sku it was added with (the product's own). */
  productSku: string;
  qty: number;
  name: string;
  net: number;
  gross: number;
  product_type: string;
  product_option?: ProductOption;
  /** The simple products whose stock the line uses, per piece of the line. */
  parts: Array<{ sku: string; qty: number }>;
  labels: Array<{ label: string; value: string }>;
}

export interface Quote {
  id: number;
  masked: string | null;
  store: string;
  customerId: number | null;
  active: boolean;
  items: QuoteItem[];
  coupon: string | null;
  shipping: { carrier: string; method: string; title: string; net: number; gross: number } | null;
  billing: Doc | null;
  shippingAddress: Doc | null;
}

export interface MagentoOrder {
  entity_id: number;
  increment_id: string;
  customer_id: number | null;
  quote: Quote;
  payment: { method: string; additional_data?: unknown };
  totals: Doc;
  created_at: string;
}

const COUPONS: Record<string, number> = { SOMMAR10: 0.1 };
/** The payment methods Magento's checkout offers a quote with a delivery set. */
const PAYMENT_METHODS = [...(fixture("cart.json").payment_methods.response.body.result as Array<{ code: string; title: string }>), { code: "checkmo", title: "Check / Money order" }];
const SHIPPING_METHODS = () => fixture("cart.json").shipping_methods.response.body.result as Array<{ carrier_code: string; method_code: string; carrier_title: string; method_title: string; price_excl_tax: number; price_incl_tax: number }>;
const round2 = (value: number) => Math.round(value * 100) / 100;
const net = (gross: number) => round2(gross / 1.25);

export const NO_PRODUCT = "The product that was requested doesn't exist. Verify the product and try again.";
const QTY_NOT_AVAILABLE = "The requested qty is not available";
const UNAUTHORIZED = "The consumer isn't authorized to access %resources.";

export function createMagento() {
  let nextQuoteId = 81000;
  let nextItemId = 9000;
  let nextOrderId = 1043;
  let nextCustomerId = 5000;
  const quotes = new Map<number, Quote>();
  const masked = new Map<string, number>();
  const liveQty = new Map<string, number>();
  const ruledPrices = new Map<string, number>();
  const orders: MagentoOrder[] = [];
  const reviews: Doc[] = [];
  const recorded = fixture("user.json");
  const customers = new Map<number, Doc>();
  const passwords = new Map<number, string>();
  const tokens = new Map<string, number>();
  const resetTokens = new Map<string, string>();
  /** The website whose reset mail (template and language) each e-mail was sent. */
  const resetWebsites = new Map<string, number>();
  const anna = structuredClone(recorded.me.response.body.result) as Doc;
  customers.set(Number(anna.id), anna);
  passwords.set(Number(anna.id), recorded.login.request.body.password);

  const customerByEmail = (email: string) => [...customers.values()].find((customer) => customer.email === email) ?? null;

  function stockItem(sku: string): Doc {
    const found = productBySku(sku);
    if (!found) throw new MagentoError(404, NO_PRODUCT);
    const stock = (found.doc.stock ?? {}) as Doc;
    const composite = ["configurable", "bundle", "grouped"].includes(String(found.doc.type_id));
    // Magento keeps no quantity of its own for a composite product: qty 0, in stock while a part is.
    if (composite) return { ...stock, item_id: found.doc.id, product_id: found.doc.id, qty: 0, is_in_stock: stock.is_in_stock !== false };
    const qty = liveQty.get(sku) ?? Number(stock.qty ?? 0);
    return { ...stock, item_id: found.doc.id, product_id: found.doc.id, stock_id: 1, qty, is_in_stock: qty > 0 && (liveQty.has(sku) || stock.is_in_stock !== false), manage_stock: true };
  }

  const available = (sku: string) => {
    const item = stockItem(sku);
    return item.is_in_stock ? Number(item.qty) : 0;
  };

  /** Today's tax-included price of a simple product or variant: a catalog price rule wins over the index. */
  function grossPrice(doc: Doc): number {
    return ruledPrices.get(String(doc.sku)) ?? Number(doc.final_price_incl_tax ?? doc.price_incl_tax ?? 0);
  }

  /** What a cart item adds: its line's sku, type, price, the stock it uses and the option labels of the totals. */
  function resolveLine(input: CartItemInput): Omit<QuoteItem, "item_id" | "qty"> {
    const sku = String(input.sku ?? "");
    const found = productBySku(sku);
    if (!found || found.doc.status === 2) throw new MagentoError(404, NO_PRODUCT);
    const { doc, parent } = found;
    const options = input.product_option?.extension_attributes ?? {};
    const name = String(doc.name ?? parent?.name);
    const type = String(doc.type_id ?? (parent ? "simple" : ""));
    if (type === "configurable") {
      const chosen = options.configurable_item_options ?? [];
      const attributes = (doc.configurable_options ?? []) as Array<{ attribute_id: string; attribute_code: string; label: string; values: Array<{ value_index: number; label: string }> }>;
      if (chosen.length !== attributes.length) throw new MagentoError(400, "You need to choose options for your item.");
      const child = ((doc.configurable_children ?? []) as Doc[]).find((candidate) =>
        chosen.every((option) => {
          const attribute = attributes.find((a) => String(a.attribute_id) === String(option.option_id));
          return attribute !== undefined && String(candidate[attribute.attribute_code]) === String(option.option_value);
        }),
      );
      if (!child) throw new MagentoError(400, "You need to choose options for your item.");
      const labels = chosen.map((option) => {
        const attribute = attributes.find((a) => String(a.attribute_id) === String(option.option_id))!;
        return { label: attribute.label, value: attribute.values.find((v) => String(v.value_index) === String(option.option_value))?.label ?? "" };
      });
      const gross = grossPrice(child);
      const product_option = { extension_attributes: { configurable_item_options: chosen.map((option) => ({ option_id: String(option.option_id), option_value: Number(option.option_value) })) } };
      return { sku: String(child.sku), productSku: sku, name: String(doc.name), net: net(gross), gross, product_type: "configurable", product_option, parts: [{ sku: String(child.sku), qty: 1 }], labels };
    }
    if (type === "bundle") {
      const bundleOptions = (doc.bundle_options ?? []) as Array<{ option_id: number; title: string; required: boolean; product_links: Array<{ id: string; sku: string; qty: number; can_change_quantity: number }> }>;
      const chosen = options.bundle_options ?? [];
      const parts: QuoteItem["parts"] = [];
      const labels: QuoteItem["labels"] = [];
      for (const option of bundleOptions) {
        const picked = chosen.find((candidate) => Number(candidate.option_id) === option.option_id);
        if (!picked?.option_selections?.length) {
          if (option.required) throw new MagentoError(400, "Please specify product option(s).");
          continue;
        }
        for (const selection of picked.option_selections) {
          // A selection is Magento's selection id (product_links[].id), never a sku.
          const link = option.product_links.find((candidate) => /^\d+$/.test(String(selection)) && Number(candidate.id) === Number(selection));
          if (!link) throw new MagentoError(400, "Please specify product option(s).");
          const qty = link.can_change_quantity && picked.option_qty !== undefined ? Number(picked.option_qty) : Number(link.qty);
          parts.push({ sku: link.sku, qty });
          labels.push({ label: option.title, value: `${qty} x ${link.sku}` });
        }
      }
      const gross = parts.reduce((sum, part) => {
        const selected = productBySku(part.sku);
        if (!selected) throw new MagentoError(400, "Product that you are trying to add is not available.");
        return sum + grossPrice(selected.doc) * part.qty;
      }, 0);
      return { sku: [sku, ...parts.map((part) => part.sku)].join("-"), productSku: sku, name, net: net(gross), gross, product_type: "bundle", product_option: { extension_attributes: { bundle_options: chosen } }, parts, labels };
    }
    if (type !== "simple" && type !== "virtual") throw new MagentoError(400, "Please specify product option(s).");
    let gross = grossPrice(doc);
    const labels: QuoteItem["labels"] = [];
    const customOptions = ((parent ?? doc).custom_options ?? []) as Array<{ option_id: number; title: string; type: string; is_require: boolean; values?: Array<{ option_type_id: number; title: string; price: number }> }>;
    const chosen = options.custom_options ?? [];
    for (const option of customOptions) {
      const picked = chosen.find((candidate) => Number(candidate.option_id) === option.option_id);
      if (!picked || picked.option_value === "") {
        if (option.is_require) throw new MagentoError(400, "The product's required option(s) weren't entered. Make sure the options are entered and try again.");
        continue;
      }
      if (option.values?.length) {
        for (const id of String(picked.option_value).split(",")) {
          const value = option.values.find((candidate) => candidate.option_type_id === Number(id));
          if (!value) throw new MagentoError(400, "Some of the selected item options are not currently available.");
          gross += value.price;
          labels.push({ label: option.title, value: value.title });
        }
      } else labels.push({ label: option.title, value: String(picked.option_value) });
    }
    if (chosen.some((picked) => !customOptions.some((option) => option.option_id === Number(picked.option_id)))) throw new MagentoError(400, "Some of the selected item options are not currently available.");
    const product_option = chosen.length ? { extension_attributes: { custom_options: chosen.map((option) => ({ option_id: String(option.option_id), option_value: String(option.option_value) })) } } : undefined;
    return { sku, productSku: sku, name, net: net(gross), gross, product_type: "simple", product_option, parts: [{ sku, qty: 1 }], labels };
  }

  /** Refuses a quantity the stock of the line's parts cannot fill (over every line of the quote using them). */
  function checkStock(quote: Quote, line: Pick<QuoteItem, "parts">, qty: number, except?: number) {
    for (const part of line.parts) {
      const elsewhere = quote.items.filter((item) => item.item_id !== except).reduce((sum, item) => sum + item.qty * (item.parts.find((p) => p.sku === part.sku)?.qty ?? 0), 0);
      const stock = stockItem(part.sku);
      if (!stock.is_in_stock) throw new MagentoError(400, "Product that you are trying to add is not available.");
      if (elsewhere + qty * part.qty > Number(stock.qty)) throw new MagentoError(400, QTY_NOT_AVAILABLE);
    }
  }

  const sameLine = (item: QuoteItem, line: Omit<QuoteItem, "item_id" | "qty">) => item.sku === line.sku && JSON.stringify(item.product_option ?? null) === JSON.stringify(line.product_option ?? null);

  function newQuote(store: string, customerId: number | null): Quote {
    const quote: Quote = { id: nextQuoteId++, masked: null, store, customerId, active: true, items: [], coupon: null, shipping: null, billing: null, shippingAddress: null };
    quotes.set(quote.id, quote);
    return quote;
  }

  function totals(quote: Quote) {
    const subtotalInclTax = quote.items.reduce((sum, item) => sum + item.gross * item.qty, 0);
    const subtotal = quote.items.reduce((sum, item) => sum + item.net * item.qty, 0);
    const discount = quote.coupon ? Math.round(subtotalInclTax * (COUPONS[quote.coupon] ?? 0)) : 0;
    const shipping = quote.shipping?.gross ?? 0;
    const grand = subtotalInclTax - discount + shipping;
    const tax = round2(grand - grand / 1.25);
    return {
      grand_total: grand,
      subtotal: round2(subtotal),
      discount_amount: -discount,
      subtotal_with_discount: round2(subtotal - net(discount)),
      shipping_amount: quote.shipping?.net ?? 0,
      tax_amount: tax,
      subtotal_incl_tax: subtotalInclTax,
      shipping_incl_tax: shipping,
      base_currency_code: "SEK",
      quote_currency_code: "SEK",
      coupon_code: quote.coupon,
      items_qty: quote.items.reduce((sum, item) => sum + item.qty, 0),
      items: quote.items.map((item) => ({
        item_id: item.item_id,
        price: item.net,
        qty: item.qty,
        row_total: round2(item.net * item.qty),
        tax_amount: round2((item.gross - item.net) * item.qty),
        tax_percent: 25,
        price_incl_tax: item.gross,
        row_total_incl_tax: item.gross * item.qty,
        options: JSON.stringify(item.labels),
        name: item.name,
      })),
      total_segments: [
        { code: "subtotal", title: "Delsumma", value: subtotalInclTax },
        ...(discount ? [{ code: "discount", title: `Rabatt (${quote.coupon})`, value: -discount }] : []),
        ...(quote.shipping ? [{ code: "shipping", title: `Frakt (${quote.shipping.title})`, value: shipping }] : []),
        { code: "tax", title: "Moms", value: tax, area: "taxes" },
        { code: "grand_total", title: "Totalsumma", value: grand, area: "footer" },
      ],
    };
  }

  const cartItemOf = (quote: Quote, item: QuoteItem) => ({
    item_id: item.item_id,
    sku: item.sku,
    qty: item.qty,
    name: item.name,
    price: item.net,
    product_type: item.product_type,
    quote_id: quote.masked ?? String(quote.id),
    ...(item.product_option ? { product_option: item.product_option } : {}),
  });

  const customerOfToken = (token: string) => {
    const id = tokens.get(token);
    if (id === undefined || !customers.has(id)) throw new MagentoError(401, UNAUTHORIZED.replace("%resources", "self"));
    return id;
  };

  return {
    // ---- quotes (guest-carts/<masked>, carts/mine with a customer token, carts/<id> as the integration) ----
    createGuestCart(store: string): string {
      const quote = newQuote(store, null);
      quote.masked = randomBytes(16).toString("hex");
      masked.set(quote.masked, quote.id);
      return quote.masked;
    },
    /** POST /customers/<id>/carts or /carts/mine: the customer's active quote, created when there is none. */
    customerCart(customerId: number, store: string): number {
      if (!customers.has(customerId)) throw new MagentoError(404, `No such entity with customerId = ${customerId}`);
      const found = [...quotes.values()].find((quote) => quote.customerId === customerId && quote.active);
      return (found ?? newQuote(store, customerId)).id;
    },
    customerOfToken,
    /** The quote a cart call names: a masked guest id, a customer's own (token), or an id as the integration. */
    quote(cartId: string, by: { token?: string; admin?: boolean }): Quote {
      if (by.token) {
        const owner = customerOfToken(by.token);
        const quote = quotes.get(this.customerCart(owner, "se"))!;
        return quote;
      }
      const id = by.admin && /^\d+$/.test(cartId) ? Number(cartId) : masked.get(cartId);
      const quote = id === undefined ? undefined : quotes.get(id);
      if (!quote || !quote.active) throw new MagentoError(404, `No such entity with cartId = ${quote ? quote.id : cartId === "null" ? "" : cartId}`);
      return quote;
    },
    items: (quote: Quote) => quote.items.map((item) => cartItemOf(quote, item)),
    addItem(quote: Quote, input: CartItemInput) {
      const qty = Number(input.qty);
      if (!Number.isFinite(qty) || qty <= 0) throw new MagentoError(400, "The qty value is required to update the shopping cart item.");
      if (input.item_id !== undefined && input.item_id !== null) {
        const item = quote.items.find((candidate) => candidate.item_id === Number(input.item_id));
        if (!item) throw new MagentoError(404, `The ${quote.id} Cart doesn't contain the ${input.item_id} item.`);
        checkStock(quote, item, qty, item.item_id);
        item.qty = qty;
        return cartItemOf(quote, item);
      }
      const line = resolveLine(input);
      const existing = quote.items.find((item) => sameLine(item, line));
      checkStock(quote, line, (existing?.qty ?? 0) + qty, existing?.item_id);
      const item = existing ?? { ...line, item_id: nextItemId++, qty: 0 };
      item.qty += qty;
      if (!existing) quote.items.push(item);
      return cartItemOf(quote, item);
    },
    removeItem(quote: Quote, itemId: number) {
      const index = quote.items.findIndex((item) => item.item_id === itemId);
      if (index < 0) throw new MagentoError(404, `The ${quote.id} Cart doesn't contain the ${itemId} item.`);
      quote.items.splice(index, 1);
      return true;
    },
    totals,
    applyCoupon(quote: Quote, code: string) {
      if (!quote.items.length) throw new MagentoError(404, `The "${quote.id}" Cart doesn't contain products.`);
      if (!(code in COUPONS)) throw new MagentoError(404, "The coupon code isn't valid. Verify the code and try again.");
      quote.coupon = code;
      return true;
    },
    removeCoupon(quote: Quote) {
      quote.coupon = null;
      return true;
    },
    shippingMethods: (quote: Quote) => (quote.items.length ? SHIPPING_METHODS().map((method) => ({ ...method, amount: method.price_incl_tax, base_amount: method.price_incl_tax, available: true, error_message: "" })) : []),
    paymentMethods: (quote: Quote) => (quote.shipping ? PAYMENT_METHODS : []),
    setBillingAddress(quote: Quote, address: Doc) {
      quote.billing = address;
      return quote.id;
    },
    /** POST …/shipping-information: the address and the method; Magento answers the payment methods and the totals. */
    setShippingInformation(quote: Quote, information: { shippingAddress?: Doc; billingAddress?: Doc; shippingCarrierCode?: unknown; shippingMethodCode?: unknown }) {
      if (!quote.items.length) throw new MagentoError(400, "The shipping method can't be set for an empty cart. Add an item to cart and try again.");
      if (!information.shippingAddress || !information.shippingAddress.countryId && !information.shippingAddress.country_id) throw new MagentoError(400, "The shipping address is missing. Set the address and try again.");
      const method = SHIPPING_METHODS().find((candidate) => candidate.carrier_code === information.shippingCarrierCode && candidate.method_code === information.shippingMethodCode);
      if (!method) throw new MagentoError(400, `Carrier with such method not found: ${String(information.shippingCarrierCode)}, ${String(information.shippingMethodCode)}`);
      quote.shipping = { carrier: method.carrier_code, method: method.method_code, title: `${method.carrier_title} - ${method.method_title}`, net: method.price_excl_tax, gross: method.price_incl_tax };
      quote.shippingAddress = information.shippingAddress;
      if (information.billingAddress) quote.billing = information.billingAddress;
      return { payment_methods: PAYMENT_METHODS, totals: totals(quote) };
    },
    /** PUT …/order: the quote becomes an order, its stock is taken, the quote is closed. Magento answers the order id. */
    placeOrder(quote: Quote, payment: { method?: unknown; additional_data?: unknown }) {
      if (!quote.items.length) throw new MagentoError(400, "The cart is empty. Add items and try again.");
      if (!quote.shipping) throw new MagentoError(400, "The shipping method is missing. Select the shipping method and try again.");
      if (!quote.billing) throw new MagentoError(400, "Please check the billing address information.");
      if (!PAYMENT_METHODS.some((candidate) => candidate.code === payment.method)) throw new MagentoError(400, "The requested Payment Method is not available.");
      const need = new Map<string, number>();
      for (const item of quote.items) for (const part of item.parts) need.set(part.sku, (need.get(part.sku) ?? 0) + part.qty * item.qty);
      for (const [sku, qty] of need) if (qty > available(sku)) throw new MagentoError(400, "Not all of your products are available in the requested quantity.");
      for (const [sku, qty] of need) liveQty.set(sku, available(sku) - qty);
      quote.active = false;
      const order: MagentoOrder = { entity_id: nextOrderId++, increment_id: "", customer_id: quote.customerId, quote, payment: { method: String(payment.method), additional_data: payment.additional_data }, totals: totals(quote), created_at: new Date().toISOString().replace("T", " ").slice(0, 19) };
      order.increment_id = String(order.entity_id).padStart(9, "0");
      orders.push(order);
      return order.entity_id;
    },
    orderById: (id: number) => orders.find((order) => order.entity_id === id) ?? null,
    orders,

    // ---- catalog and stock ----
    stockItem,
    setStock: (sku: string, qty: number) => liveQty.set(sku, qty),
    setPriceRule: (sku: string, final: number | null) => (final === null ? ruledPrices.delete(sku) : ruledPrices.set(sku, final)),
    grossPrice,
    reviews,

    // ---- customers ----
    login(username: unknown, password: unknown): string {
      const customer = customerByEmail(String(username));
      if (!customer || passwords.get(Number(customer.id)) !== password) throw new MagentoError(401, "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.");
      const token = randomBytes(16).toString("hex");
      tokens.set(token, Number(customer.id));
      return token;
    },
    customer: (id: number) => customers.get(id)!,
    createCustomer(customer: Doc, password: string): Doc {
      if (customerByEmail(String(customer.email))) throw new MagentoError(400, "A customer with the same email address already exists in an associated website.");
      const created: Doc = { id: nextCustomerId++, group_id: 1, created_at: "2025-06-01 10:00:00", updated_at: "2025-06-01 10:00:00", created_in: "Sverige", store_id: 1, website_id: 1, disable_auto_group_change: 0, extension_attributes: { is_subscribed: false }, ...customer, addresses: ((customer.addresses as Doc[] | undefined) ?? []).map((address, i) => ({ id: 9100 + nextCustomerId * 10 + i, customer_id: nextCustomerId - 1, ...address })) };
      customers.set(Number(created.id), created);
      passwords.set(Number(created.id), password);
      return created;
    },
    /** PUT /customers/me: the customer as sent (website_id added by the API); an e-mail another customer has is refused. */
    updateCustomer(id: number, changed: Doc): Doc {
      const other = customerByEmail(String(changed.email));
      if (other && Number(other.id) !== id) throw new MagentoError(400, "A customer with the same email address already exists in an associated website.");
      const current = customers.get(id)!;
      let next = 9500;
      const addresses = ((changed.addresses as Doc[] | undefined) ?? (current.addresses as Doc[])).map((address): Doc => ({ ...address, id: address.id ?? next++ + id, customer_id: id }));
      const defaultOf = (flag: string) => addresses.find((address) => address[flag] === true)?.id;
      const updated = { ...current, ...changed, id, addresses, default_billing: String(defaultOf("default_billing") ?? ""), default_shipping: String(defaultOf("default_shipping") ?? ""), updated_at: new Date().toISOString().replace("T", " ").slice(0, 19) };
      customers.set(id, updated);
      return updated;
    },
    changePassword(id: number, current: unknown, next: unknown) {
      if (passwords.get(id) !== current) throw new MagentoError(401, "The password doesn't match this account. Verify the password and try again.");
      passwords.set(id, String(next));
      return true;
    },
    /** PUT /customers/password: Magento mails a reset link; a test reads its token back (GET /__reset-token). */
    requestReset(email: string, websiteId: unknown) {
      const customer = customerByEmail(email);
      if (!customer) throw new MagentoError(404, `No such entity with email = ${email}, websiteId = ${String(websiteId ?? 1)}`);
      resetTokens.set(email, randomBytes(16).toString("hex"));
      resetWebsites.set(email, Number(websiteId ?? customer.website_id ?? 1));
      return true;
    },
    resetToken: (email: string) => resetTokens.get(email) ?? null,
    resetWebsite: (email: string) => resetWebsites.get(email) ?? null,
    resetPassword(email: string, resetToken: string, newPassword: string) {
      const customer = customerByEmail(email);
      if (!customer || resetTokens.get(email) !== resetToken) throw new MagentoError(400, "The password token is mismatched. Reset and try again.");
      resetTokens.delete(email);
      passwords.set(Number(customer.id), newPassword);
      return true;
    },
    /** GET /orders?searchCriteria[customer_id eq]: the customer's orders, newest first. */
    ordersOf(customerId: number, pageSize: number, currentPage: number) {
      const placed = orders.filter((order) => order.customer_id === customerId).reverse().map((order) => orderRecord(order, customers.get(customerId)!));
      const history = customerId === Number(anna.id) ? (recorded.order_history.response.body.result.items as Doc[]) : [];
      const all = [...placed, ...history];
      return { items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize), search_criteria: { filter_groups: [{ filters: [{ field: "customer_id", value: String(customerId), condition_type: "eq" }] }], sort_orders: [{ field: "entity_id", direction: "DESC" }], page_size: pageSize, current_page: currentPage }, total_count: all.length };
    },
  };
}

/** A placed order as Magento's OrderInterface lists it (the fields the recorded history has). */
function orderRecord(order: MagentoOrder, customer: Doc): Doc {
  const totals = order.totals as ReturnType<ReturnType<typeof createMagento>["totals"]>;
  return {
    entity_id: order.entity_id,
    increment_id: order.increment_id,
    state: "new",
    status: "pending",
    created_at: order.created_at,
    updated_at: order.created_at,
    customer_id: customer.id,
    customer_email: customer.email,
    customer_firstname: customer.firstname,
    customer_lastname: customer.lastname,
    customer_is_guest: 0,
    store_id: 1,
    order_currency_code: "SEK",
    grand_total: totals.grand_total,
    subtotal: totals.subtotal,
    subtotal_incl_tax: totals.subtotal_incl_tax,
    tax_amount: totals.tax_amount,
    shipping_amount: totals.shipping_amount,
    shipping_incl_tax: totals.shipping_incl_tax,
    discount_amount: totals.discount_amount,
    shipping_description: order.quote.shipping?.title ?? "",
    payment: { method: order.payment.method },
    items: order.quote.items.map((item) => ({ item_id: item.item_id, sku: item.sku, name: item.name, qty_ordered: item.qty, price: item.net, price_incl_tax: item.gross, row_total_incl_tax: item.gross * item.qty, product_type: item.product_type })),
  };
}

/** The API's refresh token: the same for the same credentials (vue-storefront-api encrypts the login body, without an IV). */
export const refreshTokenOf = (secret: string, credentials: { username: unknown; password: unknown }) =>
  createHmac("sha256", secret).update(JSON.stringify([credentials.username, credentials.password])).digest("hex");

export type Magento = ReturnType<typeof createMagento>;
