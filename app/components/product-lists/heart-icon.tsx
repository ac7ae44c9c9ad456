/**
 * The wishlist's heart, filled when the product is wished. Drawn by the stylesheet (`.heart-icon`, one
 * mask for every heart on the page), not as inline SVG: a listing has one on each of its 50 cards.
 */
export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return <span aria-hidden="true" className={filled ? "heart-icon heart-icon--filled" : "heart-icon"} />;
}
