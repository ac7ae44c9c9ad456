import type { FieldError, ZipCountry } from "#core/domain/checkout-validation.ts";
import { INVOICE_METHOD, creditIdentity, normalizeVatId } from "#core/domain/invoice-credit.ts";
import { distanceKm, pickupPointErrors, postcodeArea } from "#core/domain/pickup-points.ts";
import { PICKUP_POINT_METHOD } from "#core/domain/shipping.ts";
import type { CatalogPort, CheckoutRequest, DeliveryPort } from "#core/port/index.ts";
import { STORE_VIEWS, type StoreCode } from "#core/stores.ts";
import { hashPassword } from "../../security/password.ts";
import { checkoutFormErrors } from "./checkout-form.ts";

/**
 * The checks every checkout starts with: the form rules, and the pickup point a pickup-point delivery
 * names (looked up at the carrier, kept on the order as it is now). A typed password comes back as its hash.
 */
export async function prepareCheckout(
  commerce: { catalog: Pick<CatalogPort, "today">; delivery: Pick<DeliveryPort, "pickupPoint"> },
  store: StoreCode,
  request: CheckoutRequest,
): Promise<{ ok: true; request: CheckoutRequest } | { ok: false; reason: "form"; errors: FieldError[] }> {
  const pickupPointId = (request.pickupPointId ?? "").trim();
  // A request prepared before (a hosted checkout's, stored until the payment) keeps the point it was paid with.
  const country = STORE_VIEWS[store].countryId as ZipCountry;
  const kept = request.pickupPoint?.agentId === pickupPointId ? request.pickupPoint : null;
  const looked = !kept && request.shippingMethod === PICKUP_POINT_METHOD && pickupPointId ? await commerce.delivery.pickupPoint(country, pickupPointId) : null;
  const point = kept ?? looked;
  const pickupPoint = point && { agentId: point.agentId, name: point.name, address: point.address, zipCode: point.zipCode, city: point.city, openHours: point.openHours };
  // A point looked up now must be near the delivery postcode (a list shown for an old postcode is stale).
  const area = looked ? postcodeArea(country, request.shippingAddress.zipCode) : null;
  const distance = looked && area ? distanceKm(area, looked) : null;
  const errors = [...checkoutFormErrors(store, request, commerce.catalog.today()), ...pickupPointErrors(request.shippingMethod, pickupPointId, pickupPoint, distance)];
  if (errors.length > 0) return { ok: false, reason: "form", errors };
  const account = request.account;
  // A business invoice's VAT id is kept as the provider was asked about it (normalized).
  const invoicedCompany = request.paymentMethod === INVOICE_METHOD && request.customer.type === "business";
  const customer = invoicedCompany ? { ...request.customer, taxId: normalizeVatId(request.customer.taxId ?? "") } : request.customer;
  // The identity number goes on only to an invoice's credit decision, normalized; any other checkout drops it.
  const personalId = request.paymentMethod === INVOICE_METHOD ? creditIdentity(request.personalId, country, commerce.catalog.today()) : null;
  const prepared = { ...request, customer, pickupPoint, personalId };
  if (!account || "passwordHash" in account) return { ok: true, request: prepared };
  return { ok: true, request: { ...prepared, account: { passwordHash: await hashPassword(account.password) } } };
}
