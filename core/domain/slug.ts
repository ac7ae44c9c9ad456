const TRANSLITERATION: Record<string, string> = {
  å: "a", ä: "a", á: "a", à: "a", ö: "o", ø: "o", ó: "o", æ: "ae", é: "e", è: "e", ü: "u", ß: "ss",
};

/** URL slug: lowercase ASCII, Nordic letters folded (å/ä→a, ö/ø→o, æ→ae), words joined by '-'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[åäáàöøóæéèüß]/g, (letter) => TRANSLITERATION[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
