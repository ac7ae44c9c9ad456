import { Suspense, lazy, useState } from "react";
import type { ZipCountry } from "#core/domain/checkout-validation.ts";
import type { OfferedPickupPoints } from "#core/domain/pickup-points.ts";
import { useT } from "../i18n/use-shell.ts";

const PickupPointFinder = lazy(() => import("./pickup-point-finder.tsx"));

export const PICKUP_POINT_ERROR_ID = "pickupPointId-error";

export interface PickupPointProps {
  country: ZipCountry;
  zip: string;
  /** The pickup-point delivery is chosen. */
  active: boolean;
  /** Points the server listed for the form's postcode (its "show pickup points" answer). */
  offered: OfferedPickupPoints | null;
  chosen: string;
  error?: string | undefined;
}

/** Where the pickup points stand; the error summary links here while none is listed. */
export function PickupPointHint({ text, listed }: { text: string; listed: boolean }) {
  return (
    <p id={listed ? undefined : "checkout-pickupPointId"} className="pickup-points__hint" role="status" tabIndex={listed ? undefined : -1}>
      {text}
    </p>
  );
}

/**
 * The pickup point an order goes to (SPEC §3 "Pickup store"). Shown by CSS while the pickup-point
 * delivery is chosen; its button asks the server for the points, so it works without JavaScript too.
 * The finder (looking up as the postcode is typed, the list) loads once it is needed, and stays.
 */
export function PickupPointChoice(props: PickupPointProps) {
  const t = useT();
  const [needed, setNeeded] = useState(false);
  if (!needed && (props.active || props.offered)) setNeeded(true);
  const hint = <PickupPointHint text={t("checkout.pickup.enterZip")} listed={false} />;
  return (
    <div className="pickup-points">
      {needed || props.active || props.offered ? (
        <Suspense fallback={hint}>
          <PickupPointFinder {...props} />
        </Suspense>
      ) : (
        hint
      )}
      <button type="submit" name="intent" value="pickup-points" className="button pickup-points__find" formNoValidate>
        {t("checkout.pickup.find")}
      </button>
      {props.error && (
        <span id={PICKUP_POINT_ERROR_ID} className="field__error">
          {props.error}
        </span>
      )}
    </div>
  );
}
