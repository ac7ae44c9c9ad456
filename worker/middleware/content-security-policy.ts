import type { MiddlewareHandler } from "hono";
import { TAG_MANAGER_ORIGINS } from "#core/analytics/tag-manager.ts";
import { CAPTCHA_WIDGET_ORIGIN } from "#core/reviews/captcha-widget.ts";
import type { StoreView } from "#core/stores.ts";
import type { Config } from "../config.ts";

export type NonceVariables = { nonce: string };

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Origins a configured third party needs, per directive (none by default: nothing leaves the shop). */
export interface ThirdParties {
  script?: readonly string[];
  frame?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
}

const more = (origins: readonly string[] | undefined) => (origins ?? []).map((origin) => ` ${origin}`).join("");

export function policy(nonce: string, thirdParties: ThirdParties = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${more(thirdParties.script)}`,
    ...(thirdParties.frame?.length ? [`frame-src${more(thirdParties.frame)}`] : []),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${more(thirdParties.img)}`,
    `connect-src 'self'${more(thirdParties.connect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * A fresh script nonce for every HTML response. Pages served from the output cache were rendered
 * for another request; the cache gives them this response's nonce (worker/cache/cached-pages.ts).
 */
/** Third parties only as configured: the captcha widget with a site key, the store's tag-manager container with an id. */
function thirdPartiesOf(config: Config, store: StoreView | undefined): ThirdParties {
  const captcha = config.captcha ? [CAPTCHA_WIDGET_ORIGIN] : [];
  const tags: ThirdParties = store && config.tagManagerContainers[store.storeCode] ? TAG_MANAGER_ORIGINS : {};
  return {
    script: [...captcha, ...(tags.script ?? [])],
    frame: [...captcha, ...(tags.frame ?? [])],
    connect: tags.connect,
    img: tags.img,
  };
}

export function contentSecurityPolicy(): MiddlewareHandler<{ Bindings: Env; Variables: NonceVariables & { config: Config; store?: StoreView } }> {
  return async (c, next) => {
    c.set("nonce", newNonce());
    await next();
    if (c.res.headers.get("Content-Type")?.startsWith("text/html")) c.res.headers.set("Content-Security-Policy", policy(c.var.nonce, thirdPartiesOf(c.var.config, c.var.store)));
  };
}
