/**
 * A query that names a category (issue 36 item 7): "soffa", "sofa", "sohva" mean the sofas, so
 * that category's own pieces rank above the bundles and sets that merely mention them (a
 * "soffpaket" holds "soff" too) and above other products. Pure; the embedded search says the
 * same in SQL (worker/commerce/d1/listing.ts), given the ids namedCategories returns.
 */
import { foldTokens, stem } from "./search-text.ts";

/** Product types that are sets of other products: they rank below the single pieces a category query asks for. */
export const SET_TYPES: readonly string[] = ["bundle", "grouped"];

/**
 * Does a folded term name a folded word, inflection aside? Either is the other, or their stems
 * meet: soffa ~ soffor, sofa ~ sofaer, sohva ~ sohvat, lænestol ~ lænestole, but soffa ≁ soffbord.
 */
export function namesWord(term: string, word: string): boolean {
  return term === word || stem(term) === stem(word) || stem(term) === word || term === stem(word);
}

export interface NamedCandidate {
  id: number;
  name: string;
}

/**
 * The categories a query names: those whose every word (numbers and one-letter words aside,
 * as in "3-sits soffor") some term names. A name with no such word is never named.
 */
export function namedCategories(terms: readonly string[], categories: readonly NamedCandidate[]): number[] {
  return categories
    .filter((category) => {
      const words = foldTokens(category.name).filter((word) => word.length > 1 && !/^\d+$/.test(word));
      return words.length > 0 && words.every((word) => terms.some((term) => namesWord(term, word)));
    })
    .map((category) => category.id);
}

/**
 * A search hit's first ranking key, before the relevance tier: 0 for a piece (not a set) of a
 * named category, 1 for everything else. With no category named every hit is 0, so the tiers
 * alone decide, as they always did.
 */
export function categoryRank(hit: { typeId: string; inNamedCategory: boolean }, anyCategoryNamed: boolean): 0 | 1 {
  if (!anyCategoryNamed) return 0;
  return hit.inNamedCategory && !SET_TYPES.includes(hit.typeId) ? 0 : 1;
}
