import { useEffect, useState } from "react";
import type { ZipCountry } from "#core/domain/checkout-validation.ts";
import { formatPostcode, postalLine } from "#core/domain/postcode.ts";
import { compactPostcode, formatOpeningHours, type OfferedPickupPoints, type PickupPoint } from "#core/domain/pickup-points.ts";
import { pluralKey } from "#core/i18n/translator.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { PICKUP_POINT_ERROR_ID, PickupPointHint, type PickupPointProps } from "./pickup-point-choice.tsx";

const LOOKUP_DELAY_MS = 400;

/** Fetches the nearest points once a whole postcode is typed (and the pickup-point delivery is chosen). */
function usePickupPoints(country: ZipCountry, zip: string, active: boolean, offered: OfferedPickupPoints | null): { found: OfferedPickupPoints | null; looking: boolean } {
  const store = useStoreView();
  const postcode = compactPostcode(country, zip);
  const [found, setFound] = useState<OfferedPickupPoints | null>(offered);
  const [looking, setLooking] = useState(false);
  // A server answer with points replaces what was found; one without (another refusal) keeps it.
  useEffect(() => {
    if (offered) setFound(offered);
  }, [offered]);
  useEffect(() => {
    if (!active || !postcode || found?.postcode === postcode) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      setLooking(true);
      try {
        const response = await fetch("/api/logtrade/stores", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ postcode, storeCode: store.storeCode }),
          signal: abort.signal,
        });
        const answer = (await response.json()) as { result: unknown };
        // A postcode the carrier does not know (400) has no points near it.
        setFound({ postcode, points: response.ok && Array.isArray(answer.result) ? (answer.result as PickupPoint[]) : [] });
      } catch {
        // No answer: the "show pickup points" button still asks the server with the form.
      } finally {
        if (!abort.signal.aborted) setLooking(false);
      }
    }, LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
      setLooking(false);
    };
  }, [active, postcode, found?.postcode, store.storeCode]);
  return { found: postcode && found?.postcode === postcode ? found : null, looking };
}

/**
 * The carrier's pickup points nearest to the postcode typed in the checkout, nearest first, the nearest
 * chosen unless the shopper chose another (SPEC §3 "Pickup store"): the looking up and the list, loaded
 * once the pickup-point delivery is chosen or the server has listed points.
 */
export default function PickupPointFinder(props: PickupPointProps) {
  const t = useT();
  const store = useStoreView();
  const { found, looking } = usePickupPoints(props.country, props.zip, props.active, props.offered);
  const locale = store.i18n.defaultLocale;
  const points = found?.points ?? [];
  const chosen = points.some((p) => p.agentId === props.chosen) ? props.chosen : points[0]?.agentId;
  const status = looking ? t("checkout.pickup.looking") : found ? (points.length > 0 ? t(pluralKey(locale, "checkout.pickup.found", points.length), { count: points.length, postcode: formatPostcode(props.country, found.postcode) }) : t("checkout.pickup.none")) : t("checkout.pickup.enterZip");
  return (
    <>
      <PickupPointHint text={status} listed={points.length > 0} />
      {points.length > 0 && (
        <div className="pickup-points__list" role="radiogroup" aria-label={t("checkout.pickup.title")} aria-invalid={props.error ? true : undefined} aria-describedby={props.error ? PICKUP_POINT_ERROR_ID : undefined}>
          {points.map((point, i) => (
            <label key={point.agentId} className="pickup-point">
              <input id={i === 0 ? "checkout-pickupPointId" : undefined} type="radio" name="pickupPointId" value={point.agentId} defaultChecked={point.agentId === chosen} />
              <img className="pickup-point__logo" src={point.logotypeUrl} alt="" width={32} height={32} loading="lazy" />
              <span className="pickup-point__text">
                <strong>{point.name}</strong>
                <span>
                  {point.address}, {postalLine(props.country, point.zipCode, point.city)}
                </span>
                <span className="pickup-point__hours">{formatOpeningHours(point.openHours, locale, t("checkout.pickup.aroundTheClock"))}</span>
              </span>
              <span className="pickup-point__distance">{t("checkout.pickup.distance", { km: point.distance.toLocaleString(locale, { maximumFractionDigits: 1 }) })}</span>
            </label>
          ))}
        </div>
      )}
    </>
  );
}
