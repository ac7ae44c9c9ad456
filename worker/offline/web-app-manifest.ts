import { Hono } from "hono";
import { translatorFor } from "#core/i18n/dictionaries.server.ts";
import { BACKGROUND_COLOUR, THEME_COLOUR } from "#core/offline/web-app.ts";
import { STORE_VIEWS, storePath } from "#core/stores.ts";
import type { AppEnv } from "../app-env.ts";

/**
 * {prefix}/manifest.webmanifest: each store installs as its own app, opening on its own home page,
 * named and described in the store's language (never the shopper's chosen interface language: the
 * answer is the same for everyone).
 */
export const webAppManifest = new Hono<AppEnv>();

webAppManifest.get("/manifest.webmanifest", (c) => {
  const store = STORE_VIEWS[c.var.store.storeCode];
  const t = translatorFor(store);
  const home = storePath(store, "/");
  const manifest = {
    id: home,
    name: t("meta.siteName"),
    short_name: "Nordic Garden",
    description: t("meta.homeDescription"),
    lang: store.language,
    dir: "ltr",
    start_url: home,
    scope: store.urlPrefix ? `${store.urlPrefix}/` : "/",
    display: "standalone",
    background_color: BACKGROUND_COLOUR,
    theme_color: THEME_COLOUR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return c.body(JSON.stringify(manifest), 200, { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" });
});
