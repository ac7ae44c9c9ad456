import { lazy, Suspense } from "react";
import { useUiStore } from "../state/ui.ts";
import { Notifications } from "./notifications.tsx";

/** Loaded on first open: most page views never show the cart panel. */
const Microcart = lazy(() => import("./microcart.tsx"));

/** The overlay, the open panel and the notifications, above the page. */
export function Panels() {
  const panel = useUiStore((s) => s.panel);
  const overlay = useUiStore((s) => s.overlay);
  const closePanel = useUiStore((s) => s.closePanel);
  return (
    <>
      {overlay && <div className="overlay" aria-hidden="true" onClick={() => panel && closePanel(panel)} />}
      {panel === "microcart" && (
        <Suspense fallback={null}>
          <Microcart />
        </Suspense>
      )}
      <Notifications />
    </>
  );
}
