/**
 * vue-storefront-api's `request_format=search-query` (Vue Storefront's `server.api: "api-search-query"`): the
 * client sends storefront-query-builder's SearchQuery as JSON (`_appliedFilters`, `_availableFilters`,
 * `_appliedSort`, `_searchText`) and the API builds the Elasticsearch body from it with its own config
 * (api:src/api/catalog.ts, storefront-query-builder src/elasticsearch/body.ts). Here it becomes the body
 * the builder makes, in bodybuilder's shape, which es-query.ts then reads like any other. What the
 * builder would turn into something else than asked (an unknown operator or scope, a random sort) is a
 * 400 naming its path.
 */
import type { Parsed } from "./es-query.ts";

/** vue-storefront-api's config/default.json values the builder reads. */
const PRICE_FILTER_KEY = "final_price";
const PRICE_RANGES: readonly { from: number; to?: number }[] = [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];
const AGGREGATION_SIZE = 10;
const SEARCHABLE_FIELDS = ["name^4", "sku^2", "category.name^1"];
const OPTIONS_SUFFIX = "_options";

const RANGE_OPERATORS = ["gt", "gte", "lt", "lte", "from", "to"];
const OR_RANGE_OPERATORS = RANGE_OPERATORS.map((o) => `or${o[0]!.toUpperCase()}${o.slice(1)}`);
/** `like` is no operator of the builder's: it falls back to a terms filter, and VSF's CMS queries use it (cmsPage/single). */
const TERM_OPERATORS = ["eq", "in", "neq", "nin", "or", "nor", "like"];
const SEARCH_QUERY_KEYS = ["_appliedFilters", "_availableFilters", "_appliedSort", "_searchText", "groupId", "groupToken"];
const SCOPES = ["default", "catalog"];

type Json = Record<string, unknown>;

class Refused extends Error {}
const refuse = (path: string, what: string): never => {
  throw new Refused(`${path}: ${what}`);
};
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

interface AppliedFilter {
  attribute: string;
  value: Json;
  scopes: string[];
  path: string;
}

/** The scopes of a filter: one name or a list, each default or catalog. */
function scopesOf(value: unknown, path: string): string[] {
  const list = value === undefined ? ["default"] : Array.isArray(value) ? value : [value];
  for (const [i, scope] of list.entries()) if (typeof scope !== "string" || !SCOPES.includes(scope)) refuse(Array.isArray(value) ? `${path}.${i}` : path, `must be ${SCOPES.join(" or ")}`);
  return list as string[];
}

function appliedFilter(value: unknown, path: string): AppliedFilter {
  if (!isObject(value) || typeof value.attribute !== "string" || value.attribute === "") return refuse(`${path}.attribute`, "must name a field");
  // The builder reads a bare value as `{in: [value]}`.
  const raw = value.value;
  const operators = isObject(raw) ? raw : Array.isArray(raw) || raw === null || raw === undefined ? refuse(`${path}.value`, "must be a value or {operator: value}") : { in: [raw] };
  const keys = Object.keys(operators);
  if (keys.length === 0) refuse(`${path}.value`, "names no operator");
  const ranged = keys.every((k) => RANGE_OPERATORS.includes(k)) || keys.every((k) => OR_RANGE_OPERATORS.includes(k));
  if (!ranged) {
    if (keys.length > 1) refuse(`${path}.value`, `must hold one operator, or range bounds (${RANGE_OPERATORS.join(", ")})`);
    if (!TERM_OPERATORS.includes(keys[0]!)) refuse(`${path}.value.${keys[0]}`, `not supported (supported: ${[...TERM_OPERATORS, ...RANGE_OPERATORS, ...OR_RANGE_OPERATORS].join(", ")})`);
  }
  return { attribute: value.attribute, value: operators, scopes: scopesOf(value.scope, `${path}.scope`), path: `${path}.value` };
}

/** The operator's values as a list; null asks whether the field exists. */
function termValues(filter: AppliedFilter): unknown[] | null {
  const value = filter.value[Object.keys(filter.value)[0]!];
  return value === null ? null : Array.isArray(value) ? value : [value];
}

const terms = (field: string, values: unknown[]) => ({ terms: { [field]: values } });
const exists = (field: string) => ({ exists: { field } });

/** bodybuilder's filter context: the one filter alone, else a bool of them. */
function filterContext(must: Json[], should: Json[], mustNot: Json[], minimumShouldMatch: boolean): Json | null {
  if (must.length + should.length + mustNot.length === 0) return null;
  if (must.length === 1 && should.length === 0 && mustNot.length === 0) return must[0]!;
  return {
    bool: {
      ...(must.length ? { must } : {}),
      ...(should.length ? { should } : {}),
      ...(mustNot.length ? { must_not: mustNot } : {}),
      ...(minimumShouldMatch && should.length ? { minimum_should_match: 1 } : {}),
    },
  };
}

/** The default-scope filters, as storefront-query-builder's base filters place them. */
function baseFilters(filters: AppliedFilter[], must: Json[], should: Json[], mustNot: Json[]): void {
  for (const filter of filters.filter((f) => f.scopes.includes("default"))) {
    const { attribute, value } = filter;
    const keys = Object.keys(value);
    if (keys.every((k) => RANGE_OPERATORS.includes(k))) {
      must.push({ range: { [attribute]: value } });
      continue;
    }
    if (keys.every((k) => OR_RANGE_OPERATORS.includes(k))) {
      should.push({ range: { [attribute]: Object.fromEntries(Object.entries(value).map(([k, v]) => [k.slice(2).toLowerCase(), v])) } });
      continue;
    }
    const values = termValues(filter);
    switch (keys[0]) {
      case "or":
        should.push(values === null ? { bool: { must_not: exists(attribute) } } : terms(attribute, values));
        break;
      case "nor":
        should.push(values === null ? exists(attribute) : { bool: { must_not: terms(attribute, values) } });
        break;
      case "neq":
      case "nin":
        mustNot.push(values === null ? exists(attribute) : terms(attribute, values));
        break;
      default:
        must.push(values === null ? exists(attribute) : terms(attribute, values));
    }
  }
}

/** A catalog-scope filter: the product's own value, or a configurable product's variants' (`<field>_options`; a price range on the final price). */
function catalogFilter(filter: AppliedFilter): Json {
  const keys = Object.keys(filter.value);
  if (keys.some((k) => OR_RANGE_OPERATORS.includes(k))) refuse(filter.path, "a catalog filter takes no or-range");
  if (keys.every((k) => RANGE_OPERATORS.includes(k))) {
    const range = { range: { [filter.attribute === "price" ? PRICE_FILTER_KEY : filter.attribute]: filter.value } };
    return { bool: { should: [range, { bool: { must: [range, { match: { type_id: "configurable" } }] } }] } };
  }
  const values = termValues(filter) ?? refuse(filter.path, "a catalog filter needs values");
  return { bool: { should: [terms(filter.attribute, values), { bool: { must: [terms(`${filter.attribute}${OPTIONS_SUFFIX}`, values), { match: { type_id: "configurable" } }] } }] } };
}

/** The catalog-scope available filters as aggregations (`agg_terms_color`, `agg_range_price`). */
function aggregations(available: unknown, applied: AppliedFilter[], path: string): Json {
  if (available === undefined) return {};
  if (!Array.isArray(available)) return refuse(path, "must be a list");
  const aggs: Json = {};
  for (const [i, entry] of available.entries()) {
    if (!isObject(entry) || typeof entry.field !== "string" || entry.field === "") refuse(`${path}.${i}.field`, "must name a field");
    const { field, options } = entry as { field: string; options?: unknown };
    if (!scopesOf(entry.scope, `${path}.${i}.scope`).includes("catalog")) continue;
    if (field !== "price") {
      const requested = isObject(options) ? options.size : undefined;
      if (requested !== undefined && !(typeof requested === "number" && Number.isInteger(requested) && requested > 0)) refuse(`${path}.${i}.options.size`, "must be a positive whole number");
      const size = (requested as number | undefined) ?? AGGREGATION_SIZE;
      aggs[`agg_terms_${field}`] = { terms: { field, size } };
      aggs[`agg_terms_${field}${OPTIONS_SUFFIX}`] = { terms: { field: `${field}${OPTIONS_SUFFIX}`, size } };
      continue;
    }
    const price = applied.find((filter) => filter.attribute === "price")?.value;
    const chosen = price && (price.gte || price.lte) ? [{ ...(price.gte ? { from: price.gte } : {}), ...(price.lte ? { to: price.lte } : {}) }] : [];
    aggs.agg_terms_price = { terms: { field: "price" } };
    aggs.agg_range_price = { range: { field: "price", ranges: [...PRICE_RANGES, ...chosen] } };
  }
  return aggs;
}

/** The search text's query: the searchable fields, or a sku (a variant's too, or one of its dash-separated parts). */
function textQuery(text: string): Json {
  return {
    function_score: {
      query: {
        bool: {
          should: [
            { multi_match: { fields: SEARCHABLE_FIELDS, query: text } },
            { bool: { should: [terms("configurable_children.sku", text.split("-")), { match_phrase: { sku: { query: text, boost: 1 } } }, { match_phrase: { "configurable_children.sku": { query: text, boost: 1 } } }] } },
          ],
        },
      },
    },
  };
}

function sortOf(value: unknown, path: string): Json[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return refuse(path, "must be a list");
  return value.map((entry, i) => {
    if (!isObject(entry) || typeof entry.field !== "string" || entry.field === "") return refuse(`${path}.${i}.field`, "must name a field");
    if (entry.field === "random") return refuse(`${path}.${i}.field`, "random: not supported");
    const order = entry.options ?? "asc";
    if (order !== "asc" && order !== "desc") return refuse(`${path}.${i}.options`, "must be asc or desc");
    return { [entry.field]: { order } };
  });
}

/** The Elasticsearch body vue-storefront-api builds from a SearchQuery (`path` prefixes refusals: "request"). */
export function searchQueryBody(searchQuery: unknown, path = "request"): Parsed<Json> {
  try {
    const query = searchQuery === undefined || searchQuery === null ? {} : searchQuery;
    if (!isObject(query)) return refuse(path, "must be a SearchQuery object");
    for (const key of Object.keys(query)) if (!SEARCH_QUERY_KEYS.includes(key)) refuse(`${path}.${key}`, `not supported (a SearchQuery has ${SEARCH_QUERY_KEYS.slice(0, 4).join(", ")})`);
    const appliedList = query._appliedFilters ?? [];
    if (!Array.isArray(appliedList)) return refuse(`${path}._appliedFilters`, "must be a list");
    const text = query._searchText ?? "";
    if (typeof text !== "string") return refuse(`${path}._searchText`, "must be a string");
    const applied = appliedList.map((filter, i) => appliedFilter(filter, `${path}._appliedFilters.${i}`));
    const aggs = aggregations(query._availableFilters, applied, `${path}._availableFilters`);
    const sort = sortOf(query._appliedSort, `${path}._appliedSort`);
    // The builder builds nothing without an applied filter: no text query, no aggregations, no sort.
    if (applied.length === 0) return { ok: true, value: {} };

    const must: Json[] = [];
    const should: Json[] = [];
    const mustNot: Json[] = [];
    baseFilters(applied, must, should, mustNot);
    const catalog = applied.filter((filter) => filter.scopes.includes("catalog"));
    must.push(...catalog.map(catalogFilter));
    const filter = filterContext(must, should, mustNot, catalog.length > 0);
    const bool = { ...(filter ? { filter } : {}), ...(text !== "" ? { must: textQuery(text) } : {}) };
    return {
      ok: true,
      value: {
        ...(Object.keys(bool).length > 0 ? { query: { bool } } : {}),
        ...(Object.keys(aggs).length > 0 ? { aggs } : {}),
        ...(sort.length > 0 ? { sort } : {}),
      },
    };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}
