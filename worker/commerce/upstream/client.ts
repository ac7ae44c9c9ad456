/**
 * The one HTTP client of the upstream adapter (a vue-storefront-api, SPEC §7). Every subrequest goes
 * through it: all calls of one page render or API request share one deadline (retries included), idempotent
 * reads are tried again (network failures, 5xx, 429) while that deadline leaves room, reads are memoized
 * within one request, and a budget keeps it under Workers' subrequest limit. Answers are read by
 * answer.ts; anything but a result becomes an UpstreamError, which pages turn into the shop's own error
 * page (503 when the upstream is unavailable) or a quiet section, never a stack trace.
 */
import { currentBackendWork } from "../shop/backend-work.ts";
import { readAnswer } from "./answer.ts";
import { DEFAULT_DEADLINE_MS, deadlineOf, retryPause } from "./deadline.ts";

/** Workers allow 50 subrequests per request on the free plan (1000 paid); the shop stays well under. */
export const SUBREQUEST_BUDGET = 40;

/**
 * How a call failed: `refused` the API answered no in JSON (its 4xx refusal, or a 5xx with its message);
 * `misrouted` something answered that is not the API (not JSON: Express's HTML 404 for a wrong base URL,
 * a proxy's page); `unanswered` nothing answered (a timeout, the network, the deadline or budget spent).
 */
export type UpstreamFailure = "refused" | "misrouted" | "unanswered";

export class UpstreamError extends Error {
  override name = "UpstreamError";
  /** No usable answer (anything but a refusal, or a 5xx one): an outage of the upstream (core/errors/backend-outage.ts), answered 503. */
  readonly unavailable: boolean;
  constructor(
    message: string,
    /** The status of the API's refusal; 0 for every other failure (a misrouted answer's status is no refusal). */
    readonly status: number,
    readonly path: string,
    readonly failure: UpstreamFailure,
    /** True when the call never left the worker (the request's call budget or deadline was spent). */
    readonly notSent = false,
  ) {
    super(message);
    this.unavailable = failure !== "refused" || status >= 500;
  }
}

export interface UpstreamClientOptions {
  /** The API's base URL, e.g. https://api.shop.example (UPSTREAM_API_URL). */
  baseUrl: string;
  /** How long the calls of one page render or read may take in all (UPSTREAM_TIMEOUT_MS); a request that changes something gets longer (deadline.ts). */
  deadlineMs?: number;
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
/** Worth another try: the API was busy or failing, or the network dropped the call. A misrouted call stays misrouted; a timeout spent the deadline anyway. */
const retriable = (error: unknown) =>
  error instanceof UpstreamError && !error.notSent && (error.failure === "unanswered" || (error.failure === "refused" && (error.status === 429 || error.status >= 500)));

/** Answers that are not the API's, already logged by this isolate: once is enough for the operator to see it. */
const loggedMisroutes = new Set<string>();

/** One client per incoming request: its memo and budget are that request's. */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const readDeadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  // Calls made outside any page render or API request (a test calling the adapter) count from the client's creation, as reads.
  const created = { startedAt: Date.now(), changes: false };
  const work = () => currentBackendWork() ?? created;
  const deadline = () => deadlineOf(work(), readDeadlineMs);
  const memo = new Map<string, Promise<unknown>>();
  let subrequests = 0;
  /** A change about to be sent: the work it belongs to waits as long as a change may take, whatever its method. */
  const changing = () => {
    work().changes = true;
    // A change makes what was read before it stale (a cart's lines after an update).
    memo.clear();
  };
  /** The base URL as the operator's log shows it: without credentials. */
  const shownBase = () => {
    const url = new URL(base);
    url.username = "";
    url.password = "";
    return url.href.replace(/\/+$/, "");
  };

  const urlOf = (path: string, query: Query = {}) => {
    const url = new URL(base + path);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
    return url;
  };

  async function send<T>(method: string, path: string, body: unknown, query: Query | undefined): Promise<T> {
    return (await sendWhole<T>(method, path, body, query)).result;
  }

  async function sendWhole<T>(method: string, path: string, body: unknown, query: Query | undefined): Promise<{ result: T; meta: unknown }> {
    if (subrequests >= SUBREQUEST_BUDGET) throw new UpstreamError(`more than ${SUBREQUEST_BUDGET} upstream calls in one request`, 0, path, "unanswered", true);
    const remaining = deadline() - Date.now();
    if (remaining <= 0) throw new UpstreamError("no time left of the request's deadline for this call", 0, path, "unanswered", true);
    subrequests++;
    const url = urlOf(path, query);
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(remaining),
      });
      // The deadline covers the body too: an answer that stalls halfway is no answer.
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new UpstreamError(timedOut ? `no answer in the ${remaining} ms left of the request's deadline` : `unreachable: ${String(error)}`, 0, path, "unanswered");
    }
    const answer = readAnswer(response.status, response.headers.get("Content-Type"), text);
    if (answer.kind === "result") return { result: answer.result as T, meta: answer.meta };
    if (answer.kind === "refused") throw new UpstreamError(answer.message, answer.status, path, "refused");
    const where = `${method} ${url.origin}${url.pathname}`;
    const said = `answered ${answer.status} ${answer.contentType}, not JSON`;
    const key = `${base} ${answer.status} ${answer.contentType}`;
    if (!loggedMisroutes.has(key)) {
      loggedMisroutes.add(key);
      // The query is left out (it can carry a customer's token), and so are credentials in the base URL.
      console.error(`vue-storefront-api is misrouted: ${where} ${said} ("${answer.excerpt}"). Is UPSTREAM_API_URL (${shownBase()}) the API's address, with nothing in the way?`);
    }
    throw new UpstreamError(`${said}: not vue-storefront-api's answer (UPSTREAM_API_URL wrong, or a proxy in the way)`, 0, path, "misrouted");
  }

  async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
    for (let tries = 1; ; tries++) {
      try {
        return await attempt();
      } catch (error) {
        const pause = retriable(error) && subrequests < SUBREQUEST_BUDGET ? retryPause(tries, deadline() - Date.now()) : null;
        if (pause === null) throw error;
        await sleep(pause);
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
      changing();
      return send(method, path, body, query);
    },
    writeWithMeta: <T, M>(method: "POST" | "DELETE", path: string, body?: unknown, query?: Query) => {
      changing();
      return sendWhole<T>(method, path, body, query) as Promise<{ result: T; meta: M | undefined }>;
    },
    get subrequests() {
      return subrequests;
    },
  };
}
