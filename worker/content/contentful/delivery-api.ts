/**
 * Contentful's Content Delivery API, as the shop reads it: entries of a content type in one locale, with the
 * entries and assets they link to (`include`) in `includes`. A service that does not answer in time, answers
 * 5xx or 429 (rate-limited: X-Contentful-RateLimit-Reset says in how many seconds to retry), or answers
 * anything but its JSON, is an outage (core/errors/backend-outage.ts): pages answer 503, never a 500.
 */
import type { Document } from "@contentful/rich-text-types";

export interface Link<T extends "Entry" | "Asset" = "Entry" | "Asset"> {
  sys: { type: "Link"; linkType: T; id: string };
}

export interface EntrySys {
  id: string;
  type: "Entry";
  contentType: { sys: { id: string } };
  locale?: string;
}

export interface Entry<F = Record<string, unknown>> {
  sys: EntrySys;
  fields: F;
}

export interface Asset {
  sys: { id: string; type: "Asset" };
  fields: { title?: string; description?: string; file?: { url: string; contentType?: string; details?: { image?: { width: number; height: number } } } };
}

export interface EntryCollection {
  total: number;
  skip: number;
  limit: number;
  items: Entry[];
  includes?: { Entry?: Entry[]; Asset?: Asset[] };
}

export type RichText = Document;

export interface DeliveryApiSettings {
  apiUrl: string;
  spaceId: string;
  environment: string;
  deliveryToken: string;
  timeoutMs: number;
}

/** The content service could not answer: the page or call answers 503 with Retry-After. */
export class ContentServiceUnavailable extends Error {
  override name = "ContentServiceUnavailable";
  readonly unavailable = true;
  /** Seconds Contentful asked to wait (429), else null. */
  readonly retryAfterSeconds: number | null;
  constructor(message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The query of GET /entries: content_type, fields.* filters, locale, include, skip and limit. */
export type EntriesQuery = Record<string, string | number>;

export interface DeliveryApi {
  entries(query: EntriesQuery): Promise<EntryCollection>;
}

const isCollection = (body: unknown): body is EntryCollection =>
  typeof body === "object" && body !== null && Array.isArray((body as EntryCollection).items) && typeof (body as EntryCollection).total === "number";

export function createDeliveryApi(settings: DeliveryApiSettings, fetcher: typeof fetch = fetch): DeliveryApi {
  const base = `${settings.apiUrl}/spaces/${encodeURIComponent(settings.spaceId)}/environments/${encodeURIComponent(settings.environment)}`;
  return {
    async entries(query) {
      const url = `${base}/entries?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
      let response: Response;
      try {
        response = await fetcher(url, { headers: { Authorization: `Bearer ${settings.deliveryToken}` }, signal: AbortSignal.timeout(settings.timeoutMs) });
      } catch (error) {
        throw new ContentServiceUnavailable(`Contentful did not answer: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (response.status === 429) {
        const reset = Number(response.headers.get("X-Contentful-RateLimit-Reset"));
        throw new ContentServiceUnavailable("Contentful's rate limit was reached", Number.isFinite(reset) && reset >= 0 ? reset : null);
      }
      // 4xx other than 429 is the shop's mistake (a wrong space, token or query): not an outage to wait out.
      if (response.status >= 400 && response.status < 500) throw new Error(`Contentful refused ${url.replace(base, "")}: ${response.status} ${await response.text()}`);
      if (!response.ok) throw new ContentServiceUnavailable(`Contentful answered ${response.status}`);
      const body: unknown = await response.json().catch(() => null);
      if (!isCollection(body)) throw new ContentServiceUnavailable("Contentful's answer is not an entry collection");
      return body;
    },
  };
}
