/**
 * The one client address every throttle counts by. Behind Cloudflare (BEHIND_CLOUDFLARE=1) it is
 * CF-Connecting-IP, which Cloudflare's edge sets and overwrites on every request. Anywhere else any
 * client can send that header, and workerd gives a worker no socket address of its own (miniflare
 * writes the socket's address into the same header only when the request did not bring one), so
 * every client shares one count: LOCAL_CLIENT.
 */
export const LOCAL_CLIENT = "local";

export function clientAddress(request: Request, behindCloudflare: boolean): string {
  if (!behindCloudflare) return LOCAL_CLIENT;
  return request.headers.get("cf-connecting-ip")?.trim() || LOCAL_CLIENT;
}
