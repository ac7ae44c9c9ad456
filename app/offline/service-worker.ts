/// <reference lib="webworker" />
/**
 * The shop's service worker (built to /sw.js by scripts/build-service-worker.ts). Hand-written, about a
 * hundred lines, because its rules are the shop's own (request-policy.ts): what is personal is never
 * stored, pages come from the network first, and nothing from one build is served to another.
 */
import { STORE_PREFIXES } from "#core/store-prefixes.ts";
import { OFFLINE_PAGE_PATHS, offlineStandIn, requestPolicy } from "./request-policy.ts";

declare const self: ServiceWorkerGlobalScope;
/** Set at build time: React Router's build version and the build's hashed scripts. */
declare const __BUILD_VERSION__: string;
declare const __BUILD_ASSETS__: string[];

const ASSETS = `assets-${__BUILD_VERSION__}`;
// Pages name the build's scripts: a new build starts with no pages rather than serve a page whose scripts are gone.
const PAGES = `pages-${__BUILD_VERSION__}`;
const PICTURES = "pictures";
const LIMITS: Record<string, number> = { [PAGES]: 80, [PICTURES]: 400 };
/** How long a page may take on a poor connection before the kept copy is shown instead. */
const NETWORK_PATIENCE_MS = 4_000;

/** Every store's offline pages, kept at install and whatever the limits. */
const OFFLINE_PAGE_URLS = STORE_PREFIXES.flatMap((prefix) => OFFLINE_PAGE_PATHS.map((path) => `${prefix}${path}`));
const OFFLINE_PAGES = new Set(OFFLINE_PAGE_URLS.map((path) => new URL(path, self.location.origin).href));

/** Keeps an answer after it has been given: a full or failing cache never fails the request. */
function keepLater(event: FetchEvent, cacheName: string, response: Response): void {
  event.waitUntil(keep(cacheName, event.request, response.clone()).catch(() => undefined));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const pages = await caches.open(PAGES);
      await pages.addAll(OFFLINE_PAGE_URLS);
      // The scripts of every screen, so a visited page still works offline; one missing script is no reason to fail.
      const assets = await caches.open(ASSETS);
      await Promise.allSettled(__BUILD_ASSETS__.map((url) => assets.add(url)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([ASSETS, PAGES, PICTURES]);
      for (const name of await caches.keys()) if (!current.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  const policy = requestPolicy(url, self.location.origin, event.request);
  if (policy === "network") return;
  if (policy === "private-page") event.respondWith(fetch(event.request).catch(() => standIn(url)));
  else if (policy === "asset") event.respondWith(storedFirst(event));
  else if (policy === "picture") event.respondWith(storedThenRefreshed(event));
  else event.respondWith(networkFirst(event, url));
});

async function storedFirst(event: FetchEvent): Promise<Response> {
  const stored = await caches.match(event.request, { cacheName: ASSETS });
  if (stored) return stored;
  const response = await fetch(event.request);
  if (response.ok) keepLater(event, ASSETS, response);
  return response;
}

async function storedThenRefreshed(event: FetchEvent): Promise<Response> {
  const stored = await caches.match(event.request, { cacheName: PICTURES });
  const fresh = fetch(event.request).then((response) => {
    if (response.ok) keepLater(event, PICTURES, response);
    return response;
  });
  if (stored) {
    event.waitUntil(fresh.catch(() => undefined));
    return stored;
  }
  return fresh;
}

/** Public pages only: an answer marked private or no-store (a shopper's own page) is never kept. */
function keepable(response: Response): boolean {
  return response.ok && response.type === "basic" && !/no-store|private/i.test(response.headers.get("Cache-Control") ?? "");
}

async function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  const request = event.request;
  const network = fetch(request).then((response) => {
    if (keepable(response)) keepLater(event, PAGES, response);
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  const patience = new Promise<"slow">((resolve) => setTimeout(() => resolve("slow"), NETWORK_PATIENCE_MS));
  // The offline pages answer whatever their query (the queued orders page says why it was opened).
  const kept = async () => (await caches.match(request, { cacheName: PAGES })) ?? (OFFLINE_PAGES.has(url.origin + url.pathname) ? caches.match(url.pathname, { cacheName: PAGES }) : undefined);
  try {
    const first = await Promise.race([network, patience]);
    if (first === "slow") return (await kept()) ?? (await network);
    // A server in trouble: the kept copy is better than its error page.
    if (first.status >= 500) return (await kept()) ?? first;
    return first;
  } catch {
    const copy = await kept();
    if (copy) return copy;
    if (request.mode === "navigate") return standIn(url);
    return new Response("offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Offline": "1" } });
  }
}

/** A document not to be had offline: the store's page standing in for it, at its own address so the page it loads is the one it shows. */
async function standIn(url: URL): Promise<Response> {
  const page = offlineStandIn(url.pathname);
  if (await caches.match(page, { cacheName: PAGES })) return Response.redirect(page, 302);
  return new Response("offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Offline": "1" } });
}

/** Stores an answer and lets the oldest go once the cache holds more than its limit. */
async function keep(cacheName: string, request: Request, response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const limit = LIMITS[cacheName];
  if (!limit) return;
  const evictable = (await cache.keys()).filter((key) => !OFFLINE_PAGES.has(key.url));
  for (const key of evictable.slice(0, Math.max(0, evictable.length - limit))) await cache.delete(key);
}
