/**
 * Search text rules (SPEC §2 "Search results", §4 "Search", §5 "Search text", §9 "Search and
 * lists"): what a shopper's query means, how documents and queries are folded to the same
 * tokens, how a term tolerates Nordic inflection, how hits are ranked, and the full-text
 * expression handed to the index. Pure; the index stores text already folded by foldTokens.
 */

/** SPEC §5: the data layer queries nothing for 2 characters or fewer. */
export const SEARCH_MIN_LENGTH = 3;
/** Longer queries are refused with a message rather than cut silently. */
export const SEARCH_MAX_LENGTH = 200;
/** Terms beyond this many are ignored: no furniture is found by its ninth word. */
export const SEARCH_MAX_TERMS = 8;
/** A stem is never shorter than this, so 'sofa' stays a useful prefix. */
const MIN_STEM_LENGTH = 3;

/** Letters NFKD does not decompose, spelled the way a shopper without them types. */
const LETTER_FOLDS: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ß: "ss", đ: "d", ð: "d", þ: "th", ł: "l", ı: "i" };

/** Lower case without diacritics: 'Fåtölj' → 'fatolj', 'Hjørnesofa' → 'hjornesofa'. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[øæœßđðþłı]/g, (c) => LETTER_FOLDS[c] ?? c);
}

/** The words of a text, folded: letters and digits only, everything else separates. */
export function foldTokens(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Endings of Swedish, Danish, Norwegian and Finnish plurals and definite forms, longest first.
 * Stripping one of them and matching the rest as a prefix makes 'soffor' find 'soffa',
 * 'bordet' find 'bord' and 'parasoller' find 'parasoll' (and each the other way round).
 */
const INFLECTIONS = ["arna", "erna", "orna", "ene", "ane", "or", "ar", "er", "en", "et", "at", "it", "na", "ne", "a", "e", "t"];

/** A folded term's stem: one inflection removed when at least three letters remain; digits untouched. */
export function stem(term: string): string {
  if (/\d/.test(term)) return term;
  for (const ending of INFLECTIONS) {
    if (term.endsWith(ending) && term.length - ending.length >= MIN_STEM_LENGTH) return term.slice(0, -ending.length);
  }
  return term;
}

export interface SearchText {
  /** The query as shown and cached: trimmed, single spaces, lower case. */
  text: string;
  /** Folded words of the query, at most SEARCH_MAX_TERMS. */
  terms: string[];
}

export type ParsedSearch =
  | { ok: true; search: SearchText }
  | { ok: false; reason: "empty" | "too-short" | "too-long"; text: string };

/** The query shown back and used as the cache key: trimmed, whitespace collapsed, lower case. */
export function normalizeSearchText(raw: string): string {
  return raw.replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * Reads a shopper's query. Fewer than SEARCH_MIN_LENGTH characters (after trimming) or no
 * letter or digit at all: nothing to search for; more than SEARCH_MAX_LENGTH: refused.
 * Syntax characters of the index ('"', '*', NEAR, AND...) are plain words or separators here.
 */
export function parseSearchText(raw: string | null | undefined): ParsedSearch {
  const text = normalizeSearchText(typeof raw === "string" ? raw : "");
  if (text.length > SEARCH_MAX_LENGTH) return { ok: false, reason: "too-long", text: text.slice(0, SEARCH_MAX_LENGTH) };
  // A single letter matches the start of half the index: it counts only when nothing else is typed.
  const tokens = foldTokens(text);
  const meaningful = tokens.filter((t) => t.length > 1 || /\d/.test(t));
  const terms = (meaningful.length > 0 ? meaningful : tokens).slice(0, SEARCH_MAX_TERMS);
  if (text.length === 0) return { ok: false, reason: "empty", text };
  if ([...text].length < SEARCH_MIN_LENGTH || terms.length === 0) return { ok: false, reason: "too-short", text };
  return { ok: true, search: { text, terms } };
}

/**
 * The full-text expression for the terms: every term's stem as a quoted prefix, all required.
 * Terms are letters and digits only (foldTokens), so quoting makes every word literal:
 * 'near', 'and' and 'or' are words to find, never operators.
 */
export function matchExpression(terms: readonly string[]): string {
  return terms.map((term) => `"${stem(term).replace(/"/g, '""')}"*`).join(" AND ");
}

/** What ranking looks at in a document; every field holds folded words separated by spaces. */
export interface RankedDocument {
  name: string;
  keywords: string;
  description: string;
}

/**
 * The ranking tier of a document for the terms, best first:
 * 0 the name is exactly the query; 1 every term starts a word of the name; 2 every term
 * starts a word of the name or the keywords (brand, sku, categories, attributes);
 * 3 the description is needed. Within a tier the index's own score orders the hits.
 */
export function relevanceTier(doc: RankedDocument, terms: readonly string[]): 0 | 1 | 2 | 3 {
  if (doc.name === terms.join(" ")) return 0;
  const startsAWord = (words: string[]) => terms.every((term) => words.some((word) => word.startsWith(stem(term))));
  const name = doc.name.split(" ");
  if (startsAWord(name)) return 1;
  if (startsAWord([...name, ...doc.keywords.split(" ")])) return 2;
  return 3;
}

/** Damerau–Levenshtein distance (adjacent transpositions count one), for spelling suggestions. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}

/** Most edits a suggestion may be away from the typed word: one for short words, two from six letters. */
export function maxSuggestionDistance(term: string): number {
  return term.length >= 6 ? 2 : 1;
}

/**
 * The index words to suggest for a term that found nothing, best first: candidates within
 * maxSuggestionDistance, closest first, ties broken by how many documents hold them, then
 * alphabetically. Empty when none is close enough or the term itself is a candidate.
 */
export function suggestedTerms(term: string, candidates: readonly { term: string; documents: number }[]): string[] {
  if (candidates.some((c) => c.term === term)) return [];
  return candidates
    .map((c) => ({ ...c, distance: editDistance(term, c.term) }))
    .filter((c) => c.distance <= maxSuggestionDistance(term))
    .sort((a, b) => a.distance - b.distance || b.documents - a.documents || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .map((c) => c.term);
}

/** Most edits per word a correction may make to be searched at once ("showing results for"); farther ones are only offered. */
export const AUTO_CORRECTION_DISTANCE = 1;

/** Whether a correction of the typed terms is searched at once instead of the typed ones: every word within AUTO_CORRECTION_DISTANCE. */
export function isAutoCorrection(typed: readonly string[], corrected: readonly string[]): boolean {
  return typed.length === corrected.length && typed.some((term, i) => term !== corrected[i]) && typed.every((term, i) => editDistance(term, corrected[i]!) <= AUTO_CORRECTION_DISTANCE);
}

/** The best of suggestedTerms, or null. */
export function closestTerm(term: string, candidates: readonly { term: string; documents: number }[]): string | null {
  return suggestedTerms(term, candidates)[0] ?? null;
}
