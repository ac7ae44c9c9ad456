import type { MiddlewareHandler } from "hono";
import { TAG_MANAGER_ORIGINS } from "#core/analytics/tag-manager.ts";
import { IMAGES_API_ORIGIN } from "#core/catalog/content-images.ts";
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

/**
 * How a policy admits a page's inline scripts: by this response's nonce (a page rendered for one
 * request), or by their hashes with 'strict-dynamic' (a page rendered for the output cache, whose
 * policy is stored with it: worker/cache/script-hashes.ts). 'strict-dynamic' lets the scripts those
 * admit add others (the modules, the captcha widget, the tag manager); browsers that know it ignore
 * 'self' and the hosts, which remain for those that do not.
 */
export type ScriptTrust = { nonce: string } | { hashes: readonly string[] };

const scriptSources = (trust: ScriptTrust) => ("nonce" in trust ? `'nonce-${trust.nonce}'` : [...trust.hashes.map((hash) => `'${hash}'`), "'strict-dynamic'"].join(" "));

function policy(trust: ScriptTrust, thirdParties: ThirdParties = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources(trust)}${more(thirdParties.script)}`,
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
 * Third parties only as configured: the captcha widget with a site key, the store's tag-manager container with
 * an id, Contentful's Images API with a space (its editors' pictures).
 */
function thirdPartiesOf(config: Config, store: StoreView | undefined): ThirdParties {
  const captcha = config.captcha ? [CAPTCHA_WIDGET_ORIGIN] : [];
  const tags: ThirdParties = store && config.tagManagerContainers[store.storeCode] ? TAG_MANAGER_ORIGINS : {};
  const contentImages = config.content.kind === "contentful" ? [IMAGES_API_ORIGIN] : [];
  return {
    script: [...captcha, ...(tags.script ?? [])],
    frame: [...captcha, ...(tags.frame ?? [])],
    connect: tags.connect,
    img: [...(tags.img ?? []), ...contentImages],
  };
}

/** The policy of a page of `store` whose inline scripts `trust` admits, with the third parties the configuration adds. */
export function pagePolicy(trust: ScriptTrust, config: Config, store: StoreView | undefined): string {
  return policy(trust, thirdPartiesOf(config, store));
}

/**
 * A fresh script nonce for every request, and the policy naming it on every HTML response that does
 * not carry its own: a page from the output cache carries the hash-based policy stored with it.
 */
export function contentSecurityPolicy(): MiddlewareHandler<{ Bindings: Env; Variables: NonceVariables & { config: Config; store?: StoreView } }> {
  return async (c, next) => {
    c.set("nonce", newNonce());
    await next();
    if (c.res.headers.get("Content-Type")?.startsWith("text/html") && !c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", pagePolicy({ nonce: c.var.nonce }, c.var.config, c.var.store));
    }
  };
}
