import { get as httpGet } from "node:http";

export interface Timing {
  ttfb: number;
  full: number;
}

export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/**
 * Times a request: first body byte and last byte. Uncompressed, because the local runtime's
 * gzip holds a streamed body back until it ends; Cloudflare's edge compression streams.
 */
export function timeRequest(url: string, headers: Record<string, string> = {}): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let ttfb = 0;
    const request = httpGet(url, { headers: { "user-agent": BROWSER_UA, "accept-encoding": "identity", ...headers } }, (response) => {
      if ((response.statusCode ?? 500) >= 400) reject(new Error(`${url} answered ${response.statusCode}`));
      response.on("data", () => {
        if (!ttfb) ttfb = performance.now() - start;
      });
      response.on("end", () => resolve({ ttfb, full: performance.now() - start }));
    });
    request.on("error", reject);
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const fmt = (n: number) => n.toFixed(1).padStart(7);
