import { useT } from "../i18n/use-shell.ts";

/** "Previous" and "next" over a photo in a dialog: `onStep(-1)` and `onStep(1)`. */
export function PhotoSteps({ onStep }: { onStep: (by: number) => void }) {
  const t = useT();
  return (
    <>
      <button type="button" className="review-photos__step review-photos__step--back" aria-label={t("reviews.previous")} onClick={() => onStep(-1)}>
        ‹
      </button>
      <button type="button" className="review-photos__step review-photos__step--on" aria-label={t("reviews.next")} onClick={() => onStep(1)}>
        ›
      </button>
    </>
  );
}
