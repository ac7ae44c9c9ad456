import { STORE_CODES } from "../stores.ts";

/**
 * The version check (SPEC §2): when a tab becomes visible it asks which build is deployed. The first
 * answer is stored; a different one later means a new deploy, so local storage starts afresh, keeping
 * what a shopper made (wishlist, recently viewed, the cookie choice, all prefixed by store code), and
 * the page reloads onto the new build. The offline queues live in IndexedDB and are never touched.
 */
export const DEPLOY_VERSION_PATH = "/api/ext/vsf-deploy-refresher/version";
export const VERSION_STORAGE_KEY = "deployed-version";

/** `lists-owner` belongs to the wishlist: whose it is, so it never joins another customer's account. */
const KEPT_SUFFIXES = ["wishlist", "lists-owner", "recently-viewed", "cookie-accepted", "ga-purchases"] as const;
const KEPT_KEYS = new Set<string>(STORE_CODES.flatMap((store) => KEPT_SUFFIXES.map((suffix) => `${store}-${suffix}`)));

export function keptAcrossDeploys(key: string): boolean {
  return KEPT_KEYS.has(key);
}

/** The part of local storage the check uses. */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type VersionCheck = "saved" | "same" | "changed" | "unknown";

/** Compares the deployed version with the stored one and acts on storage; `changed` asks the caller to reload. */
export function applyDeployedVersion(storage: KeyValueStorage, deployed: unknown): VersionCheck {
  if (typeof deployed !== "string" || deployed === "") return "unknown";
  const stored = storage.getItem(VERSION_STORAGE_KEY);
  if (stored === deployed) return "same";
  if (stored !== null) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key) => key !== null);
    for (const key of keys) if (!keptAcrossDeploys(key)) storage.removeItem(key);
  }
  storage.setItem(VERSION_STORAGE_KEY, deployed);
  return stored === null ? "saved" : "changed";
}

/**
 * Whether the tab reloads onto the deployed build: after local storage started afresh, or when this tab
 * still runs another build (another tab may have stored the new version first). Once per deployed
 * version and tab, so a page still cached from the old build can never make it reload again and again.
 */
export function shouldReload(check: VersionCheck, deployed: string | null, running: string | undefined, reloadedFor: string | null): boolean {
  if (!deployed || reloadedFor === deployed) return false;
  return check === "changed" || (running !== undefined && running !== deployed);
}

/** Asks the worker for the deployed version; null when it cannot be told (offline, an error). */
export async function fetchDeployedVersion(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(DEPLOY_VERSION_PATH, { cache: "no-store" });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: { version?: unknown } };
    return typeof body.result?.version === "string" ? body.result.version : null;
  } catch {
    return null;
  }
}
