/** The place of a product grid whose products are still on their way (the same size, so nothing moves when they come). */
export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <ul className="product-grid product-grid--loading" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="product-card product-card--skeleton" />
      ))}
    </ul>
  );
}
