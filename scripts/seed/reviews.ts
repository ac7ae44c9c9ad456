import { STORE_CODES } from "#core/stores.ts";
import { addDays, daysBetween } from "./dates.ts";
import type { ProductModel } from "./model.ts";
import { stream } from "./random.ts";
import { REVIEW_COPY, SITE_REVIEW_COPY, SURNAME_INITIALS, type Mood } from "./review-copy.ts";
import type { Row } from "./schema.ts";

const REVIEWS_PER_STORE: readonly (readonly [number, number])[] = [
  [0, 30], [1, 20], [2, 15], [3, 12], [4, 10], [5, 7], [6, 6],
];
const SCORES: readonly (readonly [number, number])[] = [[5, 45], [4, 30], [3, 12], [2, 7], [1, 6]];

const moodOf = (score: number): Mood => (score >= 4 ? "positive" : score === 3 ? "neutral" : "negative");

/** 0–6 reviews per parent product and store, written in the store's language. */
export function reviewRows(parents: ProductModel[], today: string): Row[] {
  const rows: Row[] = [];
  for (const product of parents) {
    const age = Math.max(0, daysBetween(product.row.created_at, today));
    for (const store of STORE_CODES) {
      const rng = stream("reviews", product.row.id, store);
      const copy = REVIEW_COPY[store];
      const count = rng.weighted(REVIEWS_PER_STORE);
      // Longer texts and photos come from their own stream, so the reviews above stay as they were.
      const extra = stream("review-details", product.row.id, store);
      for (let i = 0; i < count; i++) {
        const score = rng.weighted(SCORES);
        const mood = moodOf(score);
        const [first, second] = rng.sample(copy.sentences[mood], 2);
        const votesUp = Math.floor(rng.next() ** 2 * 30);
        rows.push({
          id: rows.length + 1,
          product_id: product.row.id,
          store_code: store,
          display_name: `${rng.pick(copy.firstNames)} ${rng.pick([...SURNAME_INITIALS])}.`,
          title: rng.pick(copy.titles[mood]),
          content: [first, second, extra.chance(0.45) ? extra.pick(copy.details[mood]) : null].filter(Boolean).join(" "),
          score,
          verified_buyer: rng.chance(0.7) ? 1 : 0,
          votes_up: votesUp,
          votes_down: rng.int(0, Math.min(5, votesUp)),
          created_at: addDays(product.row.created_at, rng.int(Math.min(7, age), age)),
          status: "approved",
          email: null,
          photos: JSON.stringify(extra.chance(0.2) ? photosOf(product, extra.int(1, 3)) : []),
          moderated_at: null,
        });
      }
    }
  }
  return rows;
}

/** A customer's photos of the product: some of its own pictures, as {sku, index}. */
function photosOf(product: ProductModel, count: number): { sku: string; index: number }[] {
  const views = Array.from({ length: Math.max(1, product.row.gallery_size) }, (_, i) => i + 1);
  return views.slice(-count).map((index) => ({ sku: product.row.sku, index }));
}

const SITE_REVIEWS_PER_STORE = 64;
const SITE_SCORES: readonly (readonly [number, number])[] = [[5, 58], [4, 26], [3, 8], [2, 4], [1, 4]];

/** Reviews of the shop itself, in each store's language, spread over the last year. */
export function siteReviewRows(today: string): Row[] {
  const rows: Row[] = [];
  for (const store of STORE_CODES) {
    const rng = stream("site-reviews", store);
    const copy = SITE_REVIEW_COPY[store];
    // Each mood's texts in turn, shuffled once: a text comes back only after all the others were used.
    const texts = { positive: rng.shuffle(copy.texts.positive), neutral: rng.shuffle(copy.texts.neutral), negative: rng.shuffle(copy.texts.negative) };
    const used = { positive: 0, neutral: 0, negative: 0 };
    for (let i = 0; i < SITE_REVIEWS_PER_STORE; i++) {
      const score = rng.weighted(SITE_SCORES);
      const mood = moodOf(score);
      rows.push({
        id: rows.length + 1,
        store_code: store,
        display_name: `${rng.pick(REVIEW_COPY[store].firstNames)} ${rng.pick([...SURNAME_INITIALS])}.`,
        title: rng.pick(copy.titles[mood]),
        content: texts[mood][used[mood]++ % texts[mood].length]!,
        score,
        verified_buyer: rng.chance(0.9) ? 1 : 0,
        created_at: addDays(today, -rng.int(1, 365)),
      });
    }
  }
  return rows;
}
