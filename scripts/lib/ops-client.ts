import { devVar } from "./dev-vars.ts";

/** Calls an /ops endpoint of a running shop (GET without a body, POST with one): STOREFRONT_URL (default the local one) and CACHE_PURGE_TOKEN from env or .dev.vars. */
export async function callOps(path: string, body?: unknown): Promise<void> {
  const base = process.env.STOREFRONT_URL ?? "http://localhost:8787";
  const token = devVar("CACHE_PURGE_TOKEN");
  if (!token) {
    console.error("CACHE_PURGE_TOKEN is not set (environment or .dev.vars)");
    process.exit(2);
  }
  let response: Response;
  try {
    response = await fetch(new URL(path, base), {
      method: body === undefined ? "GET" : "POST",
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    console.error(`cannot reach ${base}: ${(error as Error).message} (is the shop running? set STOREFRONT_URL)`);
    process.exit(1);
  }
  const text = await response.text();
  if (!response.ok) {
    console.error(`${response.status}: ${text}`);
    process.exit(1);
  }
  console.log(text);
}
