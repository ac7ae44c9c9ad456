/**
 * The body of POST /api/cart/shipping-information as vue-storefront clients send it: the method in
 * camelCase (`shippingMethodCode`, `shippingCarrierCode`: VSF's cart module) or snake_case (its order,
 * the shop's own pages), or no method at all (VSF asking for the payment methods with only a country).
 */
import { z } from "zod";
import type { StoreView } from "#core/stores.ts";
import { firstIssue } from "./envelope.ts";

// firstIssue puts the field's path before these.
const code = z.string({ error: "must be text" }).trim().max(64, { error: "is longer than 64 characters" });
const country = z.string({ error: "must be text" }).regex(/^[A-Z]{2}$/, { error: "must be two capital letters" });

const body = z.object(
  {
    addressInformation: z.object(
      {
        shippingMethodCode: code.optional(),
        shippingCarrierCode: code.optional(),
        shipping_method_code: code.optional(),
        shipping_carrier_code: code.optional(),
        shippingAddress: z
          .object({ countryId: country.optional(), country_id: country.optional() }, { error: "addressInformation.shippingAddress must be an object" })
          .nullish(),
      },
      { error: "addressInformation is required" },
    ),
  },
  { error: "the body must be JSON with an addressInformation" },
);

export type ShippingChoice =
  | { ok: true; methodCode: string | null; carrierCode: string | null; fields: { method: string } }
  | { ok: false; error: string };

/** The chosen method and carrier (null: none chosen), or the 400 text naming the field. */
export function shippingChoice(json: unknown, store: StoreView): ShippingChoice {
  const parsed = body.safeParse(json);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const info = parsed.data.addressInformation;
  const shippingCountry = info.shippingAddress?.countryId ?? info.shippingAddress?.country_id;
  if (shippingCountry && shippingCountry !== store.countryId) {
    return { ok: false, error: `addressInformation.shippingAddress.${info.shippingAddress?.countryId ? "countryId" : "country_id"}: the ${store.storeCode} store delivers to ${store.countryId} only` };
  }
  const camel = info.shippingMethodCode !== undefined || info.shippingCarrierCode !== undefined;
  const methodCode = (camel ? info.shippingMethodCode : info.shipping_method_code) || null;
  const carrierCode = (camel ? info.shippingCarrierCode : info.shipping_carrier_code) || null;
  const method = camel ? "shippingMethodCode" : "shipping_method_code";
  if (methodCode === null && carrierCode !== null) return { ok: false, error: `addressInformation.${method}: a carrier needs its method` };
  return { ok: true, methodCode, carrierCode, fields: { method } };
}
