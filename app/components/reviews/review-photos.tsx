import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-shell.ts";
import { PhotoSteps } from "../photo-steps.tsx";
import type { ReviewPhotoView } from "../../reviews/review-list-view.ts";

/**
 * A review's photos: thumbnails that open the picture itself without JavaScript, and with it a modal
 * dialog ("photo x of y", arrows and arrow keys, Escape closes, the focus goes back to the thumbnail).
 */
export function ReviewPhotos({ photos, author }: { photos: ReviewPhotoView[]; author: string }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open !== null && element && !element.open) element.showModal();
  }, [open]);
  if (photos.length === 0) return null;
  const step = (by: number) => setOpen((index) => (index === null ? null : (index + by + photos.length) % photos.length));
  const label = (n: number) => t("reviews.photo", { n, count: photos.length });
  const shown = open === null ? null : photos[open]!;
  return (
    <div className="review-photos">
      <ul aria-label={`${t("reviews.photos")} – ${author}`}>
        {photos.map((photo, i) => (
          <li key={photo.full.src}>
            <a
              href={photo.full.src}
              onClick={(event) => {
                event.preventDefault();
                setOpen(i);
              }}
            >
              <img src={photo.thumb.src} width={72} height={72} alt={label(i + 1)} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
      {shown && (
        <dialog
          ref={dialog}
          className="lightbox review-photos__dialog"
          aria-label={`${t("reviews.photos")} – ${author}`}
          onClose={() => setOpen(null)}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") step(1);
            if (event.key === "ArrowLeft") step(-1);
          }}
        >
          <div className="lightbox__stage">
            <img src={shown.full.src} srcSet={shown.full.srcSet} sizes="(max-width: 900px) 100vw, 852px" width={shown.full.width} height={shown.full.height} alt={label(open! + 1)} />
            {photos.length > 1 && <PhotoSteps onStep={step} />}
          </div>
          <p className="lightbox__counter" aria-live="polite">
            {label(open! + 1)}
          </p>
          <form method="dialog">
            <button className="lightbox__close" aria-label={t("reviews.close")}>
              ×
            </button>
          </form>
        </dialog>
      )}
    </div>
  );
}
