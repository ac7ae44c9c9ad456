import { describe, expect, it } from "vitest";
import { LOOKS_AT_MOST, looksSoFar, nextLook } from "#app/routes/order-wait.server.ts";

const page = (search: string) => new URL(`http://shop.test/fi/confirmation${search}`);

describe("the page of an order whose answer is out looks again a bounded number of times", () => {
  it.each([
    ["the first look", "?sid=abc", 0],
    ["after three", "?sid=abc&waited=3", 3],
    ["past the most", "?sid=abc&waited=40", LOOKS_AT_MOST],
    ["not a number", "?sid=abc&waited=x", 0],
    ["a negative number", "?sid=abc&waited=-2", 0],
    ["a fraction", "?sid=abc&waited=1.5", 0],
    ["too many digits to be a count", "?sid=abc&waited=100000", 0],
    ["empty", "?sid=abc&waited=", 0],
  ])("counts %s", (_name, search, looked) => {
    expect(looksSoFar(page(search))).toBe(looked);
  });

  it.each([
    ["on its way, first look: again in 5 s, counted", "?order=k-1", false, "5; url=/fi/confirmation?order=k-1&waited=1"],
    ["on its way, the hosted checkout's session", "?sid=abc&waited=2", false, "5; url=/fi/confirmation?sid=abc&waited=3"],
    ["on its way, the last look left", `?order=k-1&waited=${LOOKS_AT_MOST - 1}`, false, `5; url=/fi/confirmation?order=k-1&waited=${LOOKS_AT_MOST}`],
    ["on its way, no look left", `?order=k-1&waited=${LOOKS_AT_MOST}`, false, null],
    ["sent without an answer: nothing to wait for", "?order=k-1", true, null],
    ["sent without an answer, mid-count", "?sid=abc&waited=2", true, null],
  ])("%s", (_name, search, settled, refresh) => {
    expect(nextLook(page(search), { settled })).toBe(refresh);
  });
});
