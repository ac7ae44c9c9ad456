import { validateCheckout, type FieldError, type ZipCountry } from "#core/domain/checkout-validation.ts";
import { HOME_DELIVERY, validateDeliverySlot } from "#core/domain/delivery-slots.ts";
import { invoiceFormErrors } from "#core/domain/invoice-credit.ts";
import type { CheckoutRequest } from "#core/port/index.ts";
import { STORE_VIEWS, type StoreCode } from "#core/stores.ts";

/** The SPEC §5 form rules for a checkout in a store, a bookable slot for a home delivery, and what an invoice needs. */
export function checkoutFormErrors(store: StoreCode, request: CheckoutRequest, today: string): FieldError[] {
  const slotErrors =
    request.shippingMethod === HOME_DELIVERY ? validateDeliverySlot(request.deliverySlot ?? { date: "", timeslot: "" }, today) : [];
  return [...validateCheckout(
    {
      customerType: request.customer.type,
      firstName: request.customer.firstname,
      lastName: request.customer.lastname,
      emailAddress: request.customer.email,
      phoneNumber: request.customer.phone,
      streetAddress: request.shippingAddress.street,
      apartmentNumber: request.shippingAddress.apartment ?? "",
      zipCode: request.shippingAddress.zipCode,
      city: request.shippingAddress.city,
      country: request.shippingAddress.country,
      billingAddress: request.billingAddress ?? null,
      company: request.customer.company ?? "",
      taxId: request.customer.taxId ?? "",
      acceptTerms: request.acceptTerms,
      ...(request.account && "password" in request.account
        ? { createAccount: true, password: request.account.password, passwordConfirmation: request.account.passwordConfirmation }
        : {}),
    },
    [STORE_VIEWS[store].countryId],
  ), ...slotErrors, ...invoiceFormErrors(
    { method: request.paymentMethod, customerType: request.customer.type, taxId: request.customer.taxId ?? "", personalId: request.personalId ?? "" },
    STORE_VIEWS[store].countryId as ZipCountry,
    today,
  )];
}
