import type { StoreCode } from "#core/stores.ts";

/**
 * Words only another store's language uses (lower-case function words and shop words), and letters the
 * store's language never writes. Proper nouns (series, brands, places) are capitalized and so never checked.
 */
const ONLY_SWEDISH = ["och", "för", "från", "är", "inte", "också", "även", "att", "våra", "när", "här", "till", "soffa", "soffor", "stolar", "fåtölj", "köp", "säsong"];
const ONLY_DANISH = ["af", "hvad", "noget", "vores", "jeres", "bliver", "købe", "sæson", "mærker", "nemt"];
// Not "enkel" (simple in all three Scandinavian languages) nor Finnish "ja" (yes in them): both are at home everywhere.
const ONLY_NORWEGIAN = ["hva", "noe", "deg", "meg", "våre", "kjøp", "kjøpe", "sesong", "etter", "merker"];
const ONLY_FINNISH = ["tai", "on", "ovat", "ei", "sekä", "kanssa", "tämä", "että", "tuote", "tuotteet", "myös", "voit", "sinun"];
const SCANDINAVIAN = ["og", "med", "på", "som", "av", "det", "den", "til", "fra", "er", "ikke"];

const FOREIGN: Record<StoreCode, { words: Set<string>; letters: RegExp }> = {
  se: { words: new Set([...ONLY_DANISH, ...ONLY_NORWEGIAN, ...ONLY_FINNISH]), letters: /[æø]/ },
  dk: { words: new Set([...ONLY_SWEDISH, ...ONLY_NORWEGIAN, ...ONLY_FINNISH]), letters: /[äö]/ },
  no: { words: new Set([...ONLY_SWEDISH, ...ONLY_DANISH, ...ONLY_FINNISH]), letters: /[äö]/ },
  fi: { words: new Set([...ONLY_SWEDISH, ...ONLY_DANISH, ...ONLY_NORWEGIAN, ...SCANDINAVIAN]), letters: /[åæø]/ },
};

/** Lower-case words of a text that belong to another store's language (the sitemap crawl's language check). */
export function foreignWords(text: string, store: StoreCode): string[] {
  const { words, letters } = FOREIGN[store];
  const found = new Set<string>();
  for (const [word] of text.matchAll(/\p{L}+/gu)) {
    if (word[0] !== word[0]!.toLowerCase()) continue;
    if (words.has(word) || letters.test(word)) found.add(word);
  }
  return [...found];
}
