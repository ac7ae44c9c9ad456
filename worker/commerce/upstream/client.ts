/**
 * The one HTTP client of the upstream adapter (a vue-storefront-api, SPEC §7). Every subrequest goes
 * through it: a timeout on each, retries for idempotent reads (network failures, 5xx, 429), memoized
 * reads within one request, and a budget under Workers' subrequest limit. Answers are unwrapped from
 * vue-storefront-api's {code, result} envelope; anything else becomes an UpstreamError, which pages
 * turn into the shop's own error page or a quiet section, never a stack trace.
 */

/** Workers allow 50 subrequests per request on the free plan (1000 paid); the shop stays well under. */
export const SUBREQUEST_BUDGET = 40;
const DEFAULT_TIMEOUT_MS = 8_000;
const RETRY_DELAYS_MS = [100, 400];

export class UpstreamError extends Error {
  override name = "UpstreamError";
  /** No usable answer (a timeout, the network, a 5xx, no JSON): an outage of the upstream, not a refusal (app/errors/backend-outage.ts). */
  readonly unavailable: boolean;
  constructor(
    message: string,
    /** The upstream's HTTP status, or 0 when it never answered (timeout, network, malformed JSON). */
    readonly status: number,
    readonly path: string,
    /** True when the call never left the worker (the request's call budget was spent). */
    readonly notSent = false,
  ) {
    super(message);
    this.unavailable = status === 0 || status >= 500;
  }
}

export interface UpstreamClientOptions {
  /** The API's base URL, e.g. https://api.shop.example (UPSTREAM_API_URL). */
  baseUrl: string;
  timeoutMs?: number;
}

type Query = Record<string, string | number | undefined>;

export interface UpstreamClient {
  /** GET, retried and memoized: the same read twice in a request costs one subrequest. */
  read<T>(path: string, query?: Query): Promise<T>;
  /** A POST that only reads (the catalog's _search): retried and memoized by its body. */
  query<T>(path: string, body: unknown, query?: Query): Promise<T>;
  /** A POST or DELETE that changes something: sent once, never retried; the reads memoized before it are forgotten. */
  write<T>(method: "POST" | "DELETE", path: string, body?: unknown, query?: Query): Promise<T>;
  /** The same, with the envelope's `meta` beside the result (the refresh token of a sign-in). */
  writeWithMeta<T, M = unknown>(method: "POST" | "DELETE", path: string, body?: unknown, query?: Query): Promise<{ result: T; meta: M | undefined }>;
  /** Subrequests made so far. */
  readonly subrequests: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retriable = (error: unknown) => error instanceof UpstreamError && (error.status === 0 || error.status === 429 || error.status >= 500);

/** One client per incoming request: its memo and budget are that request's. */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const memo = new Map<string, Promise<unknown>>();
  let subrequests = 0;

  const urlOf = (path: string, query: Query = {}) => {
    const url = new URL(base + path);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
    return url;
  };

  async function send<T>(method: string, path: string, body: unknown, query: Query | undefined): Promise<T> {
    return (await sendWhole<T>(method, path, body, query)).result;
  }

  async function sendWhole<T>(method: string, path: string, body: unknown, query: Query | undefined): Promise<{ result: T; meta: unknown }> {
    if (subrequests >= SUBREQUEST_BUDGET) throw new UpstreamError(`more than ${SUBREQUEST_BUDGET} upstream calls in one request`, 0, path, true);
    subrequests++;
    let response: Response;
    let text: string;
    try {
      response = await fetch(urlOf(path, query), {
        method,
        headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The timeout covers the body too: an answer that stalls halfway is no answer.
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new UpstreamError(timedOut ? `no answer in ${timeoutMs} ms` : `unreachable: ${String(error)}`, 0, path);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new UpstreamError(`answered ${response.status} with no JSON`, response.status >= 400 ? response.status : 0, path);
    }
    // The catalog's _search answers Elasticsearch's own shape; every other endpoint the {code, result} envelope.
    const enveloped = json !== null && typeof json === "object" && "code" in json && "result" in json;
    const code = enveloped ? Number((json as { code: unknown }).code) : response.status;
    if (!response.ok || code >= 400) {
      const result = enveloped ? (json as { result: unknown }).result : json;
      // Older APIs answer a refusal as {errorMessage, code} inside a 500: the inner code is the meaning.
      const described = result as { message?: unknown; errorMessage?: unknown; code?: unknown } | null;
      const message = typeof result === "string" ? result : typeof described?.errorMessage === "string" ? described.errorMessage : typeof described?.message === "string" ? described.message : `answered ${code}`;
      const inner = Number(described?.code);
      throw new UpstreamError(message, inner >= 400 && inner < 600 ? inner : code >= 400 ? code : response.status, path);
    }
    return { result: (enveloped ? (json as { result: unknown }).result : json) as T, meta: enveloped ? (json as { meta?: unknown }).meta : undefined };
  }

  async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
    for (let i = 0; ; i++) {
      try {
        return await attempt();
      } catch (error) {
        const delay = RETRY_DELAYS_MS[i];
        if (delay === undefined || !retriable(error) || subrequests >= SUBREQUEST_BUDGET) throw error;
        await sleep(delay);
      }
    }
  }

  function memoized<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = memo.get(key) as Promise<T> | undefined;
    if (!pending) {
      const attempt = withRetries(load);
      pending = attempt;
      memo.set(key, attempt);
      // A failed read is not kept: the next caller in the request may try again (unless a newer read took its place).
      attempt.catch(() => memo.get(key) === attempt && memo.delete(key));
    }
    return pending;
  }

  return {
    read: (path, query) => memoized(`GET ${urlOf(path, query).href}`, () => send("GET", path, undefined, query)),
    query: (path, body, query) => memoized(`POST ${urlOf(path, query).href} ${JSON.stringify(body)}`, () => send("POST", path, body, query)),
    write: (method, path, body, query) => {
      // A change makes what was read before it stale (a cart's lines after an update).
      memo.clear();
      return send(method, path, body, query);
    },
    writeWithMeta: <T, M>(method: "POST" | "DELETE", path: string, body?: unknown, query?: Query) => {
      memo.clear();
      return sendWhole<T>(method, path, body, query) as Promise<{ result: T; meta: M | undefined }>;
    },
    get subrequests() {
      return subrequests;
    },
  };
}
