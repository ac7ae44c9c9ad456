/** The wishlist's heart, filled when the product is wished. */
export function HeartIcon({ filled = false, strokeWidth = 2 }: { filled?: boolean; strokeWidth?: number }) {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth={strokeWidth} strokeLinejoin="round" />
    </svg>
  );
}
