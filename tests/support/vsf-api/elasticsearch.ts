/**
 * Elasticsearch as vue-storefront-api's catalog proxy reaches it (ES 7: `hits.total` is `{value,
 * relation}`, `_type` `_doc`), over the recorded index documents: as much of the query language as a
 * storefront sends (bool, term(s), range, match_all, multi_match) and the aggregations it asks for.
 */
import { editDistance } from "#core/domain/search-text.ts";
import type { Doc } from "./fixtures.ts";

/**
 * A document as Magento's indexer stored it: prices as entered, tax included (the Nordic setting).
 * vue-storefront-api rewrites `price` & co. to net on the way out, as the recorded answers show, so
 * queries, aggregations and sorts run on the stored copy and the answer carries the recorded one.
 */
const stored = (doc: Doc): Doc => ({ ...doc, price: doc.original_price_incl_tax ?? doc.price, final_price: doc.final_price_incl_tax ?? doc.final_price });

/** Elasticsearch's query language, as much of it as the adapter speaks: bool, term(s), range, match_all. */
export function matches(doc: Doc, query: unknown): boolean {
  if (!query || typeof query !== "object") return true;
  const [[kind, spec]] = Object.entries(query) as [[string, Record<string, unknown>]];
  const all = (clauses: unknown) => (Array.isArray(clauses) ? clauses : clauses ? [clauses] : []);
  switch (kind) {
    case "bool":
    {
      // Elasticsearch 7: beside a must or a filter, should clauses are optional unless minimum_should_match says otherwise.
      const required = spec.minimum_should_match !== undefined ? Number(spec.minimum_should_match) : all(spec.must).length + all(spec.filter).length > 0 ? 0 : 1;
      const should = all(spec.should).filter((q) => matches(doc, q)).length;
      return all(spec.must).every((q) => matches(doc, q)) && all(spec.filter).every((q) => matches(doc, q)) && !all(spec.must_not).some((q) => matches(doc, q)) && (all(spec.should).length === 0 || should >= required);
    }
    case "terms":
    case "term": {
      const [field, accepted] = Object.entries(spec)[0]!;
      const values = Array.isArray(accepted) ? accepted : [accepted && typeof accepted === "object" && "value" in accepted ? accepted.value : accepted];
      return valuesAt(doc, field).some((value) => values.some((one) => String(one) === String(value)));
    }
    case "range": {
      const [[field, bounds]] = Object.entries(spec) as [[string, Record<string, number>]];
      return valuesAt(doc, field).some((value) => typeof value === "number" && inRange(value, bounds));
    }
    case "match_all":
      return true;
    case "multi_match":
      return scoreOf(doc, { multi_match: spec }) > 0;
    default:
      throw new Error(`the fake search does not speak ${kind}`);
  }
}

/** Lower case without diacritics, as an index analysed with ascii folding holds words. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/**
 * A multi_match's score: the boosts of the fields holding each word. With operator "and" a word found
 * nowhere scores 0; with fuzziness a word matches a token a few edits away (Elasticsearch's AUTO: one edit
 * from three letters, two from six).
 */
function scoreOf(doc: Doc, query: unknown): number {
  const found = JSON.stringify(query ?? {}).includes('"multi_match"') ? findMultiMatch(query) : null;
  if (!found) return 0;
  const words = fold(found.query).split(/\s+/).filter(Boolean);
  const near = (word: string, text: string) =>
    found.fuzziness ? fold(text).split(/[^\p{L}\p{N}]+/u).some((token) => token && editDistance(word, token) <= (word.length >= 6 ? 2 : word.length >= 3 ? 1 : 0)) : fold(text).includes(word);
  let score = 0;
  for (const word of words) {
    const boosts = found.fields.map((field) => {
      const [name, boost] = field.split("^");
      return valuesAt(doc, name!).some((value) => typeof value === "string" && near(word, value)) ? Number(boost ?? 1) : 0;
    });
    const best = Math.max(0, ...boosts);
    if (best === 0 && found.operator !== "or") return 0;
    score += best;
  }
  return score;
}

function findMultiMatch(node: unknown): { query: string; fields: string[]; operator?: string; fuzziness?: string } | null {
  if (!node || typeof node !== "object") return null;
  if ("multi_match" in node) return (node as { multi_match: { query: string; fields: string[]; operator?: string; fuzziness?: string } }).multi_match;
  for (const value of Object.values(node)) {
    const found = findMultiMatch(value);
    if (found) return found;
  }
  return null;
}

const inRange = (value: number, bounds: Record<string, number | undefined>) =>
  (bounds.gte === undefined || value >= bounds.gte) && (bounds.gt === undefined || value > bounds.gt) && (bounds.lt === undefined || value < bounds.lt) && (bounds.lte === undefined || value <= bounds.lte) && (bounds.from === undefined || value >= bounds.from) && (bounds.to === undefined || value < bounds.to);

function aggregate(docs: Doc[], aggs: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(aggs).map(([name, agg]) => {
      if (agg.terms) {
        const { field } = agg.terms as { field: string };
        const counts = new Map<string, { key: unknown; doc_count: number }>();
        for (const doc of docs) for (const value of new Set(valuesAt(doc, field).filter((v) => v !== null && v !== undefined))) {
          const bucket = counts.get(String(value)) ?? { key: value, doc_count: 0 };
          bucket.doc_count++;
          counts.set(String(value), bucket);
        }
        return [name, { buckets: [...counts.values()].sort((a, b) => b.doc_count - a.doc_count) }];
      }
      if (agg.range) {
        const { field, ranges } = agg.range as { field: string; ranges: Array<{ key?: string; from?: number; to?: number }> };
        return [name, { buckets: ranges.map((range) => ({ key: range.key ?? `${range.from ?? "*"}-${range.to ?? "*"}`, doc_count: docs.filter((doc) => valuesAt(doc, field).some((v) => typeof v === "number" && inRange(v, { from: range.from, to: range.to }))).length })) }];
      }
      if (agg.filter) {
        const inside = docs.filter((doc) => matches(doc, agg.filter));
        return [name, { doc_count: inside.length, ...aggregate(inside, (agg.aggs ?? {}) as Record<string, Record<string, unknown>>) }];
      }
      throw new Error(`the fake search does not aggregate ${Object.keys(agg).join(", ")}`);
    }),
  );
}

export const valuesAt = (doc: Doc, field: string): unknown[] => {
  const [head, ...rest] = field.split(".");
  const value = doc[head!];
  const values = Array.isArray(value) ? value : [value];
  return rest.length ? values.flatMap((inner) => (inner && typeof inner === "object" ? valuesAt(inner as Doc, rest.join(".")) : [])) : values;
};

/** Elasticsearch's answer to a `_search` over `documents`, paged and sorted as the query string asks. */
export function searchAnswer(documents: Doc[], indexName: string, body: unknown, params: URLSearchParams): Doc {
  const { query, post_filter: postFilter, aggs } = (body ?? {}) as { query?: unknown; post_filter?: unknown; aggs?: Record<string, Record<string, unknown>> };
  const scoped = documents.filter((doc) => matches(stored(doc), query));
  const hits = scoped.filter((doc) => matches(stored(doc), postFilter));
  const sorts = (params.get("sort") ?? "").split(",").filter(Boolean).map((sort) => sort.split(":") as [string, string | undefined]);
  const compare = (a: unknown, b: unknown) => (typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b)));
  hits.sort((a, b) => {
    for (const [field, direction] of sorts) {
      const value = (doc: Doc) => (field === "_score" ? scoreOf(doc, query) : stored(doc)[field]);
      const order = compare(value(a), value(b)) * (direction === "desc" ? -1 : 1);
      if (order !== 0) return order;
    }
    return 0;
  });
  const from = Number(params.get("from") ?? 0);
  const size = Number(params.get("size") ?? 10);
  return {
    took: 1,
    timed_out: false,
    hits: { total: { value: hits.length, relation: "eq" }, max_score: null, hits: hits.slice(from, from + size).map((doc) => ({ _index: indexName, _type: "_doc", _id: String(doc.id), _score: null, _source: doc })) },
    ...(aggs ? { aggregations: aggregate(scoped.map(stored), aggs) } : {}),
  };
}
