import { useEffect } from "react";
import { applyDeployedVersion, fetchDeployedVersion, shouldReload } from "#core/offline/deploy-version.ts";

/** The deployed version this tab last reloaded for (session storage: this tab only). */
const RELOADED_FOR_KEY = "reloaded-for-version";

/** The version check (SPEC §2) of this tab: once the page is idle, then whenever the tab becomes visible again. */
export function useVersionCheck(): void {
  useEffect(() => {
    let checking = false;
    const check = async () => {
      if (document.visibilityState !== "visible" || checking) return;
      checking = true;
      try {
        const deployed = await fetchDeployedVersion();
        const check = applyDeployedVersion(localStorage, deployed);
        const running = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
        if (deployed && shouldReload(check, deployed, running, sessionStorage.getItem(RELOADED_FOR_KEY))) {
          sessionStorage.setItem(RELOADED_FOR_KEY, deployed);
          location.reload();
        }
      } catch {
        // Storage switched off: nothing stored, nothing to start afresh.
      } finally {
        checking = false;
      }
    };
    const idle = window.requestIdleCallback ? window.requestIdleCallback(() => void check()) : window.setTimeout(() => void check(), 2_000);
    document.addEventListener("visibilitychange", check);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      document.removeEventListener("visibilitychange", check);
    };
  }, []);
}
