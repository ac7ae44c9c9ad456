/**
 * Product and site reviews (SPEC §4 "Reviews", §5 "Review service calls", §7 "Reviews", §9 sizes).
 * Pure rules: what a new review must hold, how a vote counts, how a list is paged, sorted, filtered
 * and truncated, and the score distribution the bottom line draws.
 *
 * Decisions where the spec is silent:
 * - Text is trimmed before the rules; a review's text must have at least 20 characters and at most
 *   2,000, its title 2–100, the name the checkout's 2 letters and at most 40 characters.
 * - A vote down counts as SPEC §4 intends (votes_down + 1); the "as built" reading of the replaced
 *   shop (votes_up − 1) is kept as `votesAfterVote(..., "as-built")` only to document the defect.
 * - Sorts: date (newest first, the default), score (highest first; `direction=asc` lowest first),
 *   votes (most helpful first). Ties go to the newest, then the highest id.
 */
import { isEmail, NAME_MIN_LETTERS, VALIDATION_MESSAGES } from "./checkout-validation.ts";

/** SPEC §9: 3 per page on the product, 10 per page (page 1, sort date) everywhere else. */
export const PRODUCT_PAGE_REVIEWS = 3;
export const REVIEWS_PER_PAGE = 10;
export const MAX_REVIEWS_PER_PAGE = 50;
/** SPEC §9: review texts truncate at 170 characters on desktop and 70 on phones. */
export const TRUNCATE_DESKTOP = 170;
export const TRUNCATE_MOBILE = 70;

export const REVIEW_SORTS = ["date", "score", "votes"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export type SortDirection = "asc" | "desc";

/** SPEC §5: the message of a review call missing one of its fields. */
export const NECESSARY_FIELDS = "Necessary fields not provided";

/** SPEC §3 "New review": the ten fields a review service call needs. */
export const NEW_REVIEW_FIELDS = [
  "sku",
  "product_title",
  "product_description",
  "product_url",
  "product_image_url",
  "display_name",
  "email",
  "review_content",
  "review_title",
  "review_score",
] as const;
export type NewReviewField = (typeof NEW_REVIEW_FIELDS)[number];

export const REVIEW_LIMITS = {
  titleMin: 2,
  titleMax: 100,
  contentMin: 20,
  contentMax: 2_000,
  nameMax: 40,
  emailMax: 254,
} as const;

export type ReviewMessageKey = "required" | "email" | "nameMinLength" | "nameMaxLength" | "score" | "titleLength" | "contentLength";

export const REVIEW_MESSAGES: Record<ReviewMessageKey, string> = {
  required: VALIDATION_MESSAGES.required,
  email: VALIDATION_MESSAGES.email,
  nameMinLength: VALIDATION_MESSAGES.nameMinLength,
  nameMaxLength: `Name can have at most ${REVIEW_LIMITS.nameMax} characters`,
  score: "Choose a score from 1 to 5 stars",
  titleLength: `Title must have ${REVIEW_LIMITS.titleMin} to ${REVIEW_LIMITS.titleMax} characters`,
  contentLength: `Review must have ${REVIEW_LIMITS.contentMin} to ${REVIEW_LIMITS.contentMax} characters`,
};

/** The fields a shopper fills in (the rest describe the product and come from the page). */
export type ReviewFormField = "display_name" | "email" | "review_title" | "review_content" | "review_score";

export interface ReviewFieldError {
  field: ReviewFormField;
  key: ReviewMessageKey;
  message: string;
}

export interface NewReview {
  displayName: string;
  email: string;
  title: string;
  content: string;
  score: number;
}

/** The ten fields present and not blank (SPEC §5), else the first missing one. */
export function missingReviewField(body: Record<string, unknown>): NewReviewField | null {
  for (const field of NEW_REVIEW_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null || String(value).trim() === "") return field;
  }
  return null;
}

/** A score as a whole number from 1 to 5, or null. */
export function reviewScore(value: unknown): number | null {
  const score = typeof value === "number" ? value : typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(score) && score >= 1 && score <= 5 ? score : null;
}

const letters = (value: string) => value.match(/\p{L}/gu)?.length ?? 0;

/** The shopper's fields checked: every error (in form order), or the review to store. */
export function checkNewReview(fields: Partial<Record<ReviewFormField, unknown>>): { ok: true; review: NewReview } | { ok: false; errors: ReviewFieldError[] } {
  const text = (field: ReviewFormField) => (typeof fields[field] === "string" || typeof fields[field] === "number" ? String(fields[field]).trim() : "");
  const errors: ReviewFieldError[] = [];
  const fail = (field: ReviewFormField, key: ReviewMessageKey) => errors.push({ field, key, message: REVIEW_MESSAGES[key] });

  const score = reviewScore(fields.review_score);
  if (text("review_score") === "") fail("review_score", "required");
  else if (score === null) fail("review_score", "score");

  const title = text("review_title");
  if (title === "") fail("review_title", "required");
  else if (title.length < REVIEW_LIMITS.titleMin || title.length > REVIEW_LIMITS.titleMax) fail("review_title", "titleLength");

  const content = text("review_content");
  if (content === "") fail("review_content", "required");
  else if (content.length < REVIEW_LIMITS.contentMin || content.length > REVIEW_LIMITS.contentMax) fail("review_content", "contentLength");

  const name = text("display_name");
  if (name === "") fail("display_name", "required");
  else if (letters(name) < NAME_MIN_LETTERS) fail("display_name", "nameMinLength");
  else if (name.length > REVIEW_LIMITS.nameMax) fail("display_name", "nameMaxLength");

  const email = text("email");
  if (email === "") fail("email", "required");
  else if (!isEmail(email) || email.length > REVIEW_LIMITS.emailMax) fail("email", "email");

  if (errors.length > 0 || score === null) return { ok: false, errors };
  return { ok: true, review: { displayName: name, email: email.toLowerCase(), title, content, score } };
}

/**
 * What a reviews page says after a form posted to it (POST-redirect-GET): a review was sent, or a vote
 * on review `reviewId` counted or not. Read from the redirect's query; anything else is no notice.
 */
export type ReviewNotice = { kind: "written" } | { kind: "voted" | "vote-failed"; reviewId: number };

export function reviewNotice(params: URLSearchParams): ReviewNotice | null {
  const kind = params.get("notice");
  if (kind === "written") return { kind };
  const reviewId = Number(params.get("review"));
  if ((kind === "voted" || kind === "vote-failed") && Number.isSafeInteger(reviewId) && reviewId > 0) return { kind, reviewId };
  return null;
}

export function reviewNoticeParams(notice: ReviewNotice): URLSearchParams {
  return new URLSearchParams(notice.kind === "written" ? { notice: notice.kind } : { notice: notice.kind, review: String(notice.reviewId) });
}

export type VoteDirection = "up" | "down";

export const isVoteDirection = (value: unknown): value is VoteDirection => value === "up" || value === "down";

/**
 * The counts after a vote (SPEC §4): up raises votes_up by one; down raises votes_down by one as
 * intended. `as-built` is the replaced shop's defect (votes_down = votes_up − 1), never used live.
 */
export function votesAfterVote(votes: { up: number; down: number }, direction: VoteDirection, reading: "intended" | "as-built" = "intended"): { up: number; down: number } {
  if (direction === "up") return { up: votes.up + 1, down: votes.down };
  return { up: votes.up, down: reading === "intended" ? votes.down + 1 : votes.up - 1 };
}

export interface ReviewListQuery {
  page: number;
  perPage: number;
  sort: ReviewSort;
  direction: SortDirection;
  /** Only reviews with this many stars; null for all. */
  star: number | null;
}

const wholeNumber = (value: string | null | undefined): number | null => (value != null && /^\d{1,6}$/.test(value.trim()) ? Number(value) : null);

/**
 * A list query from URL parameters (SPEC §7: page, per_page, sort, direction, star; defaults 1, 10,
 * date). Unknown values fall back to the defaults, never an error: they come from links people share.
 */
export function reviewListQuery(params: URLSearchParams, perPageDefault: number = REVIEWS_PER_PAGE): ReviewListQuery {
  const page = Math.max(1, wholeNumber(params.get("page")) ?? 1);
  const perPage = Math.min(MAX_REVIEWS_PER_PAGE, Math.max(1, wholeNumber(params.get("per_page")) ?? perPageDefault));
  const sortValue = params.get("sort");
  const sort = (REVIEW_SORTS as readonly string[]).includes(sortValue ?? "") ? (sortValue as ReviewSort) : "date";
  const direction = params.get("direction") === "asc" ? "asc" : "desc";
  const star = reviewScore(params.get("star") ?? "");
  return { page, perPage, sort, direction, star };
}

/** Whether a list is the plain one (newest first, every score, the default page size): only its pages are for search engines. */
export function isPlainList(query: ReviewListQuery): boolean {
  return query.sort === "date" && query.direction === "desc" && query.star === null && query.perPage === REVIEWS_PER_PAGE;
}

/** The query as URL parameters, defaults left out (so each list has one address). */
export function reviewListParams(query: Partial<ReviewListQuery>, perPageDefault: number = REVIEWS_PER_PAGE): URLSearchParams {
  const params = new URLSearchParams();
  if (query.sort && query.sort !== "date") params.set("sort", query.sort);
  if (query.direction === "asc") params.set("direction", "asc");
  if (query.star) params.set("star", String(query.star));
  if (query.perPage && query.perPage !== perPageDefault) params.set("per_page", String(query.perPage));
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}

/** "page x of y": the last page is at least 1; a page past the end shows the last. */
export function reviewPaging(total: number, page: number, perPage: number): { page: number; pages: number; offset: number } {
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { page: current, pages, offset: (current - 1) * perPage };
}

export interface SortableReview {
  id: number;
  score: number;
  votesUp: number;
  createdAt: string;
}

/** The order of a list: by the sort, then newest, then highest id (stable across pages). */
export function compareReviews(sort: ReviewSort, direction: SortDirection): (a: SortableReview, b: SortableReview) => number {
  const sign = direction === "asc" ? -1 : 1;
  const newest = (a: SortableReview, b: SortableReview) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  if (sort === "score") return (a, b) => sign * (b.score - a.score) || newest(a, b);
  if (sort === "votes") return (a, b) => sign * (b.votesUp - a.votesUp) || newest(a, b);
  return (a, b) => sign * newest(a, b);
}

export interface ScoreShare {
  score: number;
  count: number;
  /** Whole percent of all reviews; 0 when there are none. */
  percent: number;
}

/** Counts per score, 5 stars first, each with its share of the total. */
export function scoreDistribution(counts: Partial<Record<number, number>>): ScoreShare[] {
  const total = [1, 2, 3, 4, 5].reduce((sum, score) => sum + (counts[score] ?? 0), 0);
  return [5, 4, 3, 2, 1].map((score) => {
    const count = counts[score] ?? 0;
    return { score, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}

/** The average of a distribution to one decimal, or null without reviews. */
export function averageScore(counts: Partial<Record<number, number>>): number | null {
  let total = 0;
  let sum = 0;
  for (const score of [1, 2, 3, 4, 5]) {
    total += counts[score] ?? 0;
    sum += score * (counts[score] ?? 0);
  }
  return total === 0 ? null : Math.round((sum / total) * 10) / 10;
}

/**
 * A text cut at `limit` characters for "read more": at the last word boundary within the limit (or
 * at the limit when one word is longer), trailing punctuation and spaces dropped (the page adds "…"). `rest` is what the
 * cut left out, so `lead + rest` is the whole text; nothing is cut when it fits.
 */
export function truncateReview(text: string, limit: number): { lead: string; rest: string } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { lead: text, rest: "" };
  const head = chars.slice(0, limit).join("");
  const boundary = head.search(/\s\S*$/u);
  const cut = boundary > limit / 2 ? boundary : head.length;
  const lead = head.slice(0, cut).replace(/[\s,;:.!?–-]+$/u, "");
  return { lead, rest: text.slice(lead.length) };
}
