import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Where Magento serves its catalog media (vue-storefront-api's `magento2.imgUrl`), as the tests configure it. */
export const FAKE_MEDIA_URL = "http://magento-media.test/media/catalog/product";

const MEDIA_ROOT = fileURLToPath(new URL("./upstream-fixtures/media/", import.meta.url));
const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp" };

/**
 * Magento's media host, as a web server in front of `pub/media` answers: GET of a file under
 * /media/catalog/product/ is its bytes with the type its extension names, anything else a 404 page.
 * The photos are the files under upstream-fixtures/media/, at the paths the recorded product documents
 * name. GET /__hits?path= counts the requests a file got (the edge pipeline should fetch a photo once).
 */
export function createFakeMagentoMedia(): (request: Request) => Response {
  const hits = new Map<string, number>();
  const notFound = () => new Response("<html><body><h1>404 Not Found</h1></body></html>", { status: 404, headers: { "Content-Type": "text/html" } });
  return (request) => {
    const url = new URL(request.url);
    if (url.pathname === "/__hits") return Response.json(hits.get(url.searchParams.get("path") ?? "") ?? 0);
    const prefix = new URL(FAKE_MEDIA_URL).pathname;
    if (request.method !== "GET" || !url.pathname.startsWith(`${prefix}/`)) return notFound();
    const path = url.pathname.slice(prefix.length);
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const type = CONTENT_TYPES[path.slice(path.lastIndexOf(".") + 1).toLowerCase()];
    const file = `${MEDIA_ROOT}${path.slice(1)}`;
    if (!type || path.includes("..") || !existsSync(file)) return notFound();
    return new Response(readFileSync(file), { headers: { "Content-Type": type, "Cache-Control": "max-age=31536000" } });
  };
}
