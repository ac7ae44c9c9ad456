import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { Picture } from "#core/catalog/images.ts";
import { useT } from "../i18n/use-shell.ts";

const SWIPE_PX = 40;

/** The full-size view loads on first use. */
const Lightbox = lazy(() => import("./lightbox.tsx"));

/** Left and right swipes on a picture (touch or mouse drag) step through the images. */
export type SwipeHandlers = ReturnType<typeof useSwipe>;

function useSwipe(step: (by: number) => void) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const moved = event.clientX - start.current;
      start.current = null;
      if (Math.abs(moved) >= SWIPE_PX) step(moved < 0 ? 1 : -1);
    },
  };
}

/**
 * The product's pictures: a main image with arrows, thumbnails and swipe, and a full-size view (a modal
 * dialog, so focus stays inside it and returns to the opener) with the arrow keys, swipe and "image x of y".
 * Without JavaScript the main image links to the picture itself.
 */
export function Gallery({ images, name }: { images: Picture[]; name: string }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const unzoom = useCallback(() => setZoomed(false), []);
  const count = images.length;
  const step = (by: number) => setCurrent((index) => (index + by + count) % count);
  const swipe = useSwipe(step);
  const image = images[Math.min(current, count - 1)]!;
  const position = t("product.imageOf", { index: current + 1, count });
  // A new variant brings new pictures: start again at the first.
  const first = images[0]?.src;
  useEffect(() => setCurrent(0), [first]);

  // Also for the full-size view: the dialog sits inside this section.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };
  const arrows = count > 1 && (
    <>
      <button type="button" className="gallery__arrow gallery__arrow--previous" onClick={() => step(-1)} aria-label={t("product.previousImage")}>
        ‹
      </button>
      <button type="button" className="gallery__arrow gallery__arrow--next" onClick={() => step(1)} aria-label={t("product.nextImage")}>
        ›
      </button>
    </>
  );

  return (
    <section className="gallery" aria-label={t("product.gallery")} onKeyDown={onKeyDown}>
      <div className="gallery__stage" {...swipe}>
        <a
          href={image.src}
          className="gallery__open"
          aria-label={t("product.openImage", { index: current + 1, count })}
          onClick={(event) => {
            event.preventDefault();
            setZoomed(true);
          }}
        >
          <img className="gallery__main" src={image.src} srcSet={image.srcSet} sizes="(max-width: 56rem) 100vw, 852px" alt={name} width={image.width} height={image.height} fetchPriority="high" draggable={false} />
        </a>
        {arrows}
      </div>
      <p className="gallery__counter" aria-live="polite">
        {position}
      </p>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {images.map((thumb, i) => (
            <li key={thumb.src}>
              <button type="button" onClick={() => setCurrent(i)} aria-pressed={i === current} aria-label={t("product.imageOf", { index: i + 1, count })}>
                <img src={thumb.src} srcSet={thumb.srcSet} sizes="120px" alt="" width={120} height={73} loading="lazy" draggable={false} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && (
        <Suspense fallback={null}>
          <Lightbox image={image} name={name} position={position} swipe={swipe} onClose={unzoom}>
            {arrows}
          </Lightbox>
        </Suspense>
      )}
    </section>
  );
}
