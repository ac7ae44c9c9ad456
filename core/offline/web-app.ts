import { storePath, type StoreView } from "../stores.ts";

/** The installed shop's colours: the browser's bar and the splash screen. */
export const THEME_COLOUR = "#3c5a40";
export const BACKGROUND_COLOUR = "#faf8f4";

/** Each store installs as its own app (worker/offline/web-app-manifest.ts answers this path). */
export const manifestPath = (store: Pick<StoreView, "urlPrefix">) => storePath(store, "/manifest.webmanifest");
