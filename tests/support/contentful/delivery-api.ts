/**
 * A stand-in of Contentful's Content Delivery API (https://cdn.contentful.com), from its reference:
 * GET /spaces/{space}/environments/{environment}/entries (content_type, fields.{field} and sys.id equality,
 * locale incl. `*` and fallback, include 0–10 with linked entries and assets in includes.Entry/includes.Asset,
 * skip, limit ≤ 1000, order, select), /entries/{id}, /assets, /assets/{id} and /locales; the token as a
 * bearer or `access_token`. Its errors are its envelope {sys: {type: "Error", id}, message, requestId}:
 * 401 AccessTokenInvalid, 400 InvalidQuery / BadRequest, 404 NotFound for any other path, 429
 * RateLimitExceeded with X-Contentful-RateLimit-Reset.
 */
import { BLOCKS, INLINES } from "@contentful/rich-text-types";
import { defaultLocale, fieldsIn, type Space, type StoredAsset, type StoredEntry } from "./space.ts";

const MAX_INCLUDE = 10;
const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 100;

let requestCounter = 0;
const requestId = () => `stand-in-${++requestCounter}`;

export function contentfulError(status: number, id: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ sys: { type: "Error", id }, message, requestId: requestId() }, { status, headers: { "Content-Type": "application/vnd.contentful.delivery.v1+json", ...headers } });
}

const notFound = () => contentfulError(404, "NotFound", "The resource could not be found.");
const invalidQuery = (message: string) => contentfulError(400, "InvalidQuery", message);

const spaceLink = (space: Space) => ({ sys: { type: "Link", linkType: "Space", id: space.id } });
const environmentLink = (space: Space) => ({ sys: { id: space.environment, type: "Link", linkType: "Environment" } });

function entryJson(space: Space, entry: StoredEntry, locale: string) {
  const type = space.contentTypes.find((candidate) => candidate.id === entry.contentType);
  return {
    metadata: { tags: [], concepts: [] },
    sys: {
      space: spaceLink(space),
      id: entry.id,
      type: "Entry",
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
      environment: environmentLink(space),
      publishedVersion: entry.revision * 2,
      revision: entry.revision,
      contentType: { sys: { type: "Link", linkType: "ContentType", id: entry.contentType } },
      ...(locale === "*" ? {} : { locale }),
    },
    fields: fieldsIn(space, entry.fields, type?.localized ?? [], locale),
  };
}

function assetJson(space: Space, asset: StoredAsset, locale: string) {
  return {
    metadata: { tags: [], concepts: [] },
    sys: { space: spaceLink(space), id: asset.id, type: "Asset", environment: environmentLink(space), revision: 1, ...(locale === "*" ? {} : { locale }) },
    fields: fieldsIn(space, asset.fields, ["title", "description", "file"], locale),
  };
}

/** Every Link object in a value: a field, an array of them, or a rich text document's nodes (`data.target`). */
function linksIn(value: unknown, found: { linkType: string; id: string }[] = []): { linkType: string; id: string }[] {
  if (Array.isArray(value)) {
    for (const item of value) linksIn(item, found);
  } else if (typeof value === "object" && value !== null) {
    const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
    if (sys?.type === "Link" && (sys.linkType === "Entry" || sys.linkType === "Asset") && sys.id) found.push({ linkType: sys.linkType, id: sys.id });
    const node = value as { nodeType?: string; content?: unknown; data?: { target?: unknown } };
    if (typeof node.nodeType === "string") {
      if ([BLOCKS.EMBEDDED_ENTRY, BLOCKS.EMBEDDED_ASSET, INLINES.EMBEDDED_ENTRY, INLINES.ENTRY_HYPERLINK, INLINES.ASSET_HYPERLINK].includes(node.nodeType as never)) linksIn(node.data?.target, found);
      linksIn(node.content, found);
    } else if (!sys) {
      for (const inner of Object.values(value)) linksIn(inner, found);
    }
  }
  return found;
}

/** The linked entries and assets `depth` levels down from `items` (each once; the items themselves are not repeated). */
function includesOf(space: Space, items: ReturnType<typeof entryJson>[], depth: number, locale: string) {
  const entries = new Map<string, ReturnType<typeof entryJson>>();
  const assets = new Map<string, ReturnType<typeof assetJson>>();
  const seen = new Set(items.map((item) => item.sys.id));
  let level: { fields: Record<string, unknown> }[] = items;
  for (let i = 0; i < depth && level.length; i++) {
    const next: ReturnType<typeof entryJson>[] = [];
    for (const { linkType, id } of linksIn(level.map((item) => item.fields))) {
      if (linkType === "Asset") {
        const asset = space.assets.get(id);
        if (asset && !assets.has(id)) assets.set(id, assetJson(space, asset, locale));
        continue;
      }
      const entry = space.entries.get(id);
      if (!entry || seen.has(id)) continue;
      seen.add(id);
      const json = entryJson(space, entry, locale);
      entries.set(id, json);
      next.push(json);
    }
    level = next;
  }
  return { Entry: [...entries.values()], Asset: [...assets.values()] };
}

function fieldOf(entry: StoredEntry, path: string, space: Space): unknown {
  const [scope, name] = path.split(".");
  if (scope === "sys") return name === "id" ? entry.id : name === "createdAt" ? entry.createdAt : name === "updatedAt" ? entry.updatedAt : undefined;
  const type = space.contentTypes.find((candidate) => candidate.id === entry.contentType);
  return name ? fieldsIn(space, entry.fields, type?.localized ?? [], defaultLocale(space).code)[name] : undefined;
}

/** Keeps only the selected properties (`select=sys.id,fields.slug`); sys is always kept whole enough to link. */
function selected<T extends { sys: object; fields: Record<string, unknown> }>(item: T, select: string | null): T {
  if (!select) return item;
  const fields = select.split(",").filter((path) => path.startsWith("fields.")).map((path) => path.slice("fields.".length));
  if (select.split(",").includes("fields")) return item;
  return { ...item, fields: Object.fromEntries(Object.entries(item.fields).filter(([name]) => fields.includes(name))) };
}

function entries(space: Space, query: URLSearchParams, one: string | null): Response {
  const locale = query.get("locale") ?? defaultLocale(space).code;
  if (locale !== "*" && !space.locales.some((candidate) => candidate.code === locale)) return contentfulError(400, "BadRequest", `Unknown locale: ${locale}`);
  const include = Number(query.get("include") ?? 1);
  if (!Number.isInteger(include) || include < 0 || include > MAX_INCLUDE) return invalidQuery(`The value of include must be an integer from 0 to ${MAX_INCLUDE}.`);
  const limit = Number(query.get("limit") ?? DEFAULT_LIMIT);
  const skip = Number(query.get("skip") ?? 0);
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_LIMIT) return invalidQuery(`The value of limit must be an integer from 0 to ${MAX_LIMIT}.`);
  if (!Number.isInteger(skip) || skip < 0) return invalidQuery("The value of skip must be a non-negative integer.");
  const contentType = query.get("content_type");
  const filters = [...query.entries()].filter(([key]) => key.startsWith("fields.") || key === "sys.id");
  if (filters.some(([key]) => key.startsWith("fields.")) && !contentType) return invalidQuery("A content_type must be given to filter on fields.");
  if (contentType && !space.contentTypes.some((type) => type.id === contentType)) return invalidQuery(`Unknown content type: ${contentType}`);
  let matches = [...space.entries.values()].filter((entry) => (one === null || entry.id === one) && (!contentType || entry.contentType === contentType));
  const searchLocale = locale === "*" ? defaultLocale(space).code : locale;
  for (const [key, value] of filters) {
    matches = matches.filter((entry) => {
      if (key === "sys.id") return entry.id === value;
      const type = space.contentTypes.find((candidate) => candidate.id === entry.contentType);
      return String(fieldsIn(space, entry.fields, type?.localized ?? [], searchLocale)[key.slice("fields.".length)] ?? "") === value;
    });
  }
  const order = query.get("order");
  if (order) {
    const descending = order.startsWith("-");
    const path = descending ? order.slice(1) : order;
    matches.sort((a, b) => {
      const [x, y] = [fieldOf(a, path, space), fieldOf(b, path, space)] as [number | string, number | string];
      return (x > y ? 1 : x < y ? -1 : 0) * (descending ? -1 : 1);
    });
  }
  if (one !== null) {
    const entry = matches[0];
    return entry ? Response.json(entryJson(space, entry, locale)) : notFound();
  }
  const items = matches.slice(skip, skip + limit).map((entry) => entryJson(space, entry, locale));
  const includes = includesOf(space, items, include, locale);
  const body = {
    sys: { type: "Array" },
    total: matches.length,
    skip,
    limit,
    items: items.map((item) => selected(item, query.get("select"))),
    ...(includes.Entry.length || includes.Asset.length ? { includes: Object.fromEntries(Object.entries(includes).filter(([, list]) => list.length)) } : {}),
  };
  return Response.json(body, { headers: { "Content-Type": "application/vnd.contentful.delivery.v1+json" } });
}

/** Answers one Content Delivery API request for `space`, reading it with `token`. */
export function deliveryApi(space: Space, token: string, request: Request): Response {
  const url = new URL(request.url);
  const base = `/spaces/${space.id}/environments/${space.environment}`;
  const given = request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? url.searchParams.get("access_token");
  if (given !== token) return contentfulError(401, "AccessTokenInvalid", "The access token you sent could not be found or is invalid.");
  if (request.method !== "GET" && request.method !== "HEAD") return notFound();
  if (!url.pathname.startsWith(`${base}/`)) return notFound();
  const rest = url.pathname.slice(base.length);
  if (rest === "/entries") return entries(space, url.searchParams, null);
  const entryId = /^\/entries\/([^/]+)$/.exec(rest)?.[1];
  if (entryId) return entries(space, url.searchParams, entryId);
  if (rest === "/locales") return Response.json({ sys: { type: "Array" }, total: space.locales.length, skip: 0, limit: 1000, items: space.locales.map((locale) => ({ code: locale.code, name: locale.code, default: locale.default, fallbackCode: locale.fallbackCode, sys: { id: locale.code, type: "Locale", version: 1 } })) });
  const locale = url.searchParams.get("locale") ?? defaultLocale(space).code;
  if (rest === "/assets") {
    const items = [...space.assets.values()].map((asset) => assetJson(space, asset, locale));
    return Response.json({ sys: { type: "Array" }, total: items.length, skip: 0, limit: DEFAULT_LIMIT, items });
  }
  const assetId = /^\/assets\/([^/]+)$/.exec(rest)?.[1];
  const asset = assetId ? space.assets.get(assetId) : undefined;
  if (asset) return Response.json(assetJson(space, asset, locale));
  return notFound();
}
