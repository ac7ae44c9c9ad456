import { STORE_CODES } from "../../../app/stores.ts";
import { addDays, daysBetween } from "./dates.ts";
import type { ProductModel } from "./model.ts";
import { stream } from "./random.ts";
import { REVIEW_COPY, SURNAME_INITIALS, type Mood } from "./review-copy.ts";
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
          content: [first, second].filter(Boolean).join(" "),
          score,
          verified_buyer: rng.chance(0.7) ? 1 : 0,
          votes_up: votesUp,
          votes_down: rng.int(0, Math.min(5, votesUp)),
          created_at: addDays(product.row.created_at, rng.int(Math.min(7, age), age)),
        });
      }
    }
  }
  return rows;
}
