import { describe, expect, it } from "vitest";
import {
  NEW_REVIEW_FIELDS,
  averageScore,
  checkNewReview,
  compareReviews,
  missingReviewField,
  reviewListParams,
  reviewListQuery,
  reviewNotice,
  reviewNoticeParams,
  reviewPaging,
  reviewScore,
  scoreDistribution,
  truncateReview,
  votesAfterVote,
  type ReviewFormField,
} from "#core/domain/reviews.ts";

const complete = Object.fromEntries(NEW_REVIEW_FIELDS.map((field) => [field, field === "review_score" ? 5 : "x"]));

describe("review service calls need their fields (SPEC §5)", () => {
  it.each([
    { case: "all ten present", body: complete, missing: null },
    { case: "sku missing", body: { ...complete, sku: undefined }, missing: "sku" },
    { case: "a blank title", body: { ...complete, review_title: "  " }, missing: "review_title" },
    { case: "score null", body: { ...complete, review_score: null }, missing: "review_score" },
    { case: "score 0 is present (then refused by the score rule)", body: { ...complete, review_score: 0 }, missing: null },
    { case: "empty body: the first field", body: {}, missing: "sku" },
  ])("$case", ({ body, missing }) => {
    expect(missingReviewField(body)).toBe(missing);
  });
});

describe("a score is 1 to 5 whole stars", () => {
  it.each([
    [5, 5],
    ["3", 3],
    [" 4 ", 4],
    [0, null],
    [6, null],
    [4.5, null],
    ["4.5", null],
    ["five", null],
    [null, null],
  ])("%j → %j", (value, score) => {
    expect(reviewScore(value)).toBe(score);
  });
});

const good = { display_name: "Åsa L.", email: "Asa@Example.se", review_title: "Skön soffa", review_content: "Sitter bra och tyget känns tåligt efter en sommar.", review_score: "5" };
const errorsOf = (fields: Record<string, unknown>) => {
  const checked = checkNewReview(fields as Partial<Record<ReviewFormField, unknown>>);
  return checked.ok ? [] : checked.errors.map((e) => `${e.field}:${e.key}`);
};

describe("a new review (SPEC §5 forms: required, e-mail, name of 2 letters)", () => {
  it("a good one is kept trimmed, its e-mail in lower case", () => {
    expect(checkNewReview({ ...good, review_title: "  Skön soffa " })).toEqual({
      ok: true,
      review: { displayName: "Åsa L.", email: "asa@example.se", title: "Skön soffa", content: good.review_content, score: 5 },
    });
  });
  it.each([
    { case: "everything missing: every field named, in form order", fields: {}, errors: ["review_score:required", "review_title:required", "review_content:required", "display_name:required", "email:required"] },
    { case: "score 0", fields: { ...good, review_score: 0 }, errors: ["review_score:score"] },
    { case: "score 6", fields: { ...good, review_score: "6" }, errors: ["review_score:score"] },
    { case: "a one-letter title", fields: { ...good, review_title: "A" }, errors: ["review_title:titleLength"] },
    { case: "a title of 101 characters", fields: { ...good, review_title: "a".repeat(101) }, errors: ["review_title:titleLength"] },
    { case: "a title of 100 characters", fields: { ...good, review_title: "a".repeat(100) }, errors: [] },
    { case: "a text of 19 characters", fields: { ...good, review_content: "a".repeat(19) }, errors: ["review_content:contentLength"] },
    { case: "a text of 20 characters", fields: { ...good, review_content: "a".repeat(20) }, errors: [] },
    { case: "a text of 2,001 characters", fields: { ...good, review_content: "a".repeat(2001) }, errors: ["review_content:contentLength"] },
    { case: "a name of one letter", fields: { ...good, display_name: "Å." }, errors: ["display_name:nameMinLength"] },
    { case: "a name of 41 characters", fields: { ...good, display_name: "a".repeat(41) }, errors: ["display_name:nameMaxLength"] },
    { case: "whitespace only counts as missing", fields: { ...good, display_name: "   " }, errors: ["display_name:required"] },
    { case: "an e-mail without a domain dot", fields: { ...good, email: "asa@example" }, errors: ["email:email"] },
    { case: "an object where text belongs", fields: { ...good, review_title: { x: 1 } }, errors: ["review_title:required"] },
  ])("$case", ({ fields, errors }) => {
    expect(errorsOf(fields)).toEqual(errors);
  });
});

describe("votes (SPEC §4: up +1; down as intended +1, as built votes_up − 1)", () => {
  it.each([
    { case: "up on a fresh review", votes: { up: 0, down: 0 }, direction: "up", reading: "intended", after: { up: 1, down: 0 } },
    { case: "up keeps the downs", votes: { up: 4, down: 2 }, direction: "up", reading: "intended", after: { up: 5, down: 2 } },
    { case: "down as intended", votes: { up: 4, down: 2 }, direction: "down", reading: "intended", after: { up: 4, down: 3 } },
    { case: "down as built: votes_up − 1", votes: { up: 7, down: 2 }, direction: "down", reading: "as-built", after: { up: 7, down: 6 } },
    { case: "as built, the defect shows: a down on 10 up, 0 down gives 9 down", votes: { up: 10, down: 0 }, direction: "down", reading: "as-built", after: { up: 10, down: 9 } },
    { case: "as built, a down on a fresh review gives −1", votes: { up: 0, down: 0 }, direction: "down", reading: "as-built", after: { up: 0, down: -1 } },
  ] as const)("$case", ({ votes, direction, reading, after }) => {
    expect(votesAfterVote(votes, direction, reading)).toEqual(after);
  });
});

describe("list queries (SPEC §7: page, per_page, sort, direction, star; defaults 1, 10, date)", () => {
  it.each([
    { query: "", expected: { page: 1, perPage: 10, sort: "date", direction: "desc", star: null } },
    { query: "page=3&per_page=5&sort=score&direction=asc&star=4", expected: { page: 3, perPage: 5, sort: "score", direction: "asc", star: 4 } },
    { query: "page=0&per_page=0", expected: { page: 1, perPage: 1, sort: "date", direction: "desc", star: null } },
    { query: "page=-2&per_page=500", expected: { page: 1, perPage: 50, sort: "date", direction: "desc", star: null } },
    { query: "page=abc&sort=price&direction=up&star=9", expected: { page: 1, perPage: 10, sort: "date", direction: "desc", star: null } },
    { query: "sort=votes", expected: { page: 1, perPage: 10, sort: "votes", direction: "desc", star: null } },
  ])("?$query", ({ query, expected }) => {
    expect(reviewListQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it("the product page's default is 3 per page", () => {
    expect(reviewListQuery(new URLSearchParams(""), 3).perPage).toBe(3);
  });

  it.each([
    [{ page: 1, perPage: 10, sort: "date", direction: "desc", star: null }, ""],
    [{ page: 2, perPage: 10, sort: "score", direction: "asc", star: 5 }, "sort=score&direction=asc&star=5&page=2"],
    [{ perPage: 20 }, "per_page=20"],
  ] as const)("%j → ?%s (defaults left out)", (query, params) => {
    expect(reviewListParams(query).toString()).toBe(params);
  });
});

describe("page x of y", () => {
  it.each([
    { total: 0, page: 1, perPage: 10, expected: { page: 1, pages: 1, offset: 0 } },
    { total: 10, page: 1, perPage: 10, expected: { page: 1, pages: 1, offset: 0 } },
    { total: 11, page: 2, perPage: 10, expected: { page: 2, pages: 2, offset: 10 } },
    { total: 7, page: 3, perPage: 3, expected: { page: 3, pages: 3, offset: 6 } },
    { total: 7, page: 9, perPage: 3, expected: { page: 3, pages: 3, offset: 6 } },
  ])("$total reviews, page $page of $perPage each", ({ total, page, perPage, expected }) => {
    expect(reviewPaging(total, page, perPage)).toEqual(expected);
  });
});

describe("sorting", () => {
  const reviews = [
    { id: 1, score: 3, votesUp: 9, createdAt: "2026-05-01" },
    { id: 2, score: 5, votesUp: 1, createdAt: "2026-06-01" },
    { id: 3, score: 5, votesUp: 4, createdAt: "2026-04-01" },
    { id: 4, score: 1, votesUp: 4, createdAt: "2026-06-01" },
  ];
  it.each([
    { sort: "date", direction: "desc", ids: [4, 2, 1, 3] },
    { sort: "date", direction: "asc", ids: [3, 1, 2, 4] },
    { sort: "score", direction: "desc", ids: [2, 3, 1, 4] },
    { sort: "score", direction: "asc", ids: [4, 1, 2, 3] },
    { sort: "votes", direction: "desc", ids: [1, 4, 3, 2] },
  ] as const)("$sort $direction", ({ sort, direction, ids }) => {
    expect([...reviews].sort(compareReviews(sort, direction)).map((r) => r.id)).toEqual(ids);
  });
});

describe("score distribution and average", () => {
  it("shares of each score, 5 first", () => {
    expect(scoreDistribution({ 5: 6, 4: 3, 1: 1 })).toEqual([
      { score: 5, count: 6, percent: 60 },
      { score: 4, count: 3, percent: 30 },
      { score: 3, count: 0, percent: 0 },
      { score: 2, count: 0, percent: 0 },
      { score: 1, count: 1, percent: 10 },
    ]);
  });
  it("no reviews: all zero, no average", () => {
    expect(scoreDistribution({}).every((s) => s.count === 0 && s.percent === 0)).toBe(true);
    expect(averageScore({})).toBeNull();
  });
  it.each([
    [{ 5: 1 }, 5],
    [{ 5: 2, 4: 1 }, 4.7],
    [{ 1: 1, 2: 1 }, 1.5],
  ])("average of %j is %d", (counts, average) => {
    expect(averageScore(counts)).toBe(average);
  });
});

describe("truncation (SPEC §9: 170 characters desktop, 70 phone)", () => {
  const text = "Soffan är djup och skön, tyget känns tåligt och färgen är precis som på bilden. Monteringen tog tio minuter.";
  it.each([
    { case: "a text that fits is whole", text: "Kort och bra.", limit: 70, lead: "Kort och bra." },
    { case: "exactly the limit is whole", text: "a".repeat(70), limit: 70, lead: "a".repeat(70) },
    { case: "cut at the last word within the limit, no trailing comma", text, limit: 30, lead: "Soffan är djup och skön" },
    { case: "a cut at a sentence's end drops its full stop (the page adds …)", text: "Bra soffa. Sitter skönt länge.", limit: 12, lead: "Bra soffa" },
    { case: "a single long word is cut at the limit", text: "x".repeat(100), limit: 70, lead: "x".repeat(70) },
    { case: "a character outside the BMP is never split", text: "🛋️".repeat(5) + " och mer text här", limit: 12, lead: "🛋️".repeat(5) },
  ])("$case", ({ text: whole, limit, lead }) => {
    const cut = truncateReview(whole, limit);
    expect(cut.lead).toBe(lead);
    expect(cut.lead + cut.rest).toBe(whole);
  });
});

describe("the notice after a form posted to a reviews page (POST-redirect-GET)", () => {
  it.each([
    ["notice=written", { kind: "written" }],
    ["notice=voted&review=12", { kind: "voted", reviewId: 12 }],
    ["notice=vote-failed&review=3", { kind: "vote-failed", reviewId: 3 }],
    ["notice=voted", null],
    ["notice=voted&review=-1", null],
    ["notice=voted&review=abc", null],
    ["notice=hacked", null],
    ["", null],
  ] as const)("?%s → %j", (query, notice) => {
    expect(reviewNotice(new URLSearchParams(query))).toEqual(notice);
    if (notice) expect(reviewNotice(reviewNoticeParams(notice))).toEqual(notice);
  });
});
