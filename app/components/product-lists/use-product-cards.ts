import { useEffect, useState } from "react";
import type { ProductCardView } from "#core/catalog/product-card.ts";
import type { StoreCode } from "#core/stores.ts";

export type CompareCard = ProductCardView & { attributes: { code: string; label: string }[]; measurements: { code: string; value: number }[] };

/** Product tiles for skus kept in the browser (GET /api/products); "failed" when the shop cannot be reached. */
export function useProductCards<T extends ProductCardView = ProductCardView>(store: StoreCode, skus: readonly string[], options: { compare?: boolean } = {}) {
  const [state, setState] = useState<{ status: "loading" | "ready" | "failed"; items: T[] }>({ status: "loading", items: [] });
  const key = skus.join(",");
  useEffect(() => {
    if (!key) {
      setState({ status: "ready", items: [] });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, status: "loading" }));
    fetch(`/api/products?storeCode=${store}&skus=${encodeURIComponent(key)}${options.compare ? "&compare=1" : ""}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        setState({ status: "ready", items: ((await response.json()) as { result: T[] }).result });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed", items: [] });
      });
    return () => controller.abort();
  }, [store, key, options.compare]);
  return state;
}
