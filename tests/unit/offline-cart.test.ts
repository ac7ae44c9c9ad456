import { describe, expect, it } from "vitest";
import { latestPerLine, readCartChange, replayOutcome, replayRequest, type CartChange } from "#core/domain/offline-cart.ts";

const set = (sku: string, qty: number, checksum: string | null = null): CartChange => ({ id: "c1", store: "se", type: "set", sku, checksum, qty, productType: "simple" });
const remove = (sku: string, checksum: string | null = null): CartChange => ({ id: "c2", store: "se", type: "remove", sku, checksum });
const SERVER = [
  { sku: "SO-1", qty: 2, item_id: 7 },
  { sku: "HY-2", qty: 1, item_id: 8, checksum: "abc" },
];

describe("replaying an offline cart change (SPEC §4 'Online again')", () => {
  it.each([
    ["a new line", set("BS-3", 2), { type: "update", sku: "BS-3", qty: 2, item_id: null }],
    ["a line's new quantity", set("SO-1", 5), { type: "update", sku: "SO-1", qty: 5, item_id: 7 }],
    ["a quantity the line already has (sent before, answer lost)", set("SO-1", 2), { type: "none" }],
    ["a line with options, by its checksum", set("HY-2", 3, "abc"), { type: "update", sku: "HY-2", qty: 3, item_id: 8 }],
    ["the same sku with other options: another line", set("HY-2", 1, "xyz"), { type: "update", sku: "HY-2", qty: 1, item_id: null }],
    ["quantity 0 of a line the cart lacks", set("BS-3", 0), { type: "none" }],
    ["a removal", remove("SO-1"), { type: "delete", sku: "SO-1", item_id: 7 }],
    ["a removal of a line already gone", remove("BS-3"), { type: "none" }],
    ["a removal of a line with options", remove("HY-2", "abc"), { type: "delete", sku: "HY-2", item_id: 8 }],
  ] as const)("%s", (_, change, request) => {
    expect(replayRequest(change, SERVER)).toEqual(request);
  });

  it.each([
    ["one change", [[1, set("SO-1", 1)]], [["SO-1", 1, [1]]], []],
    ["a line set to 1, then 2: sent once as 2", [[1, set("SO-1", 1)], [2, set("SO-1", 2)]], [["SO-1", 2, [1, 2]]], []],
    ["two lines keep the order of their last change", [[1, set("SO-1", 1)], [2, set("HY-2", 1)], [3, set("SO-1", 3)]], [["HY-2", 1, [2]], ["SO-1", 3, [1, 3]]], []],
    ["added then removed: sent as the removal", [[1, set("SO-1", 2)], [2, remove("SO-1")]], [["SO-1", "remove", [1, 2]]], []],
    ["removed then added again", [[1, remove("SO-1")], [2, set("SO-1", 1)]], [["SO-1", 1, [1, 2]]], []],
    ["same sku, other options: two lines", [[1, set("HY-2", 1, "a")], [2, set("HY-2", 1, "b")]], [["HY-2", 1, [1]], ["HY-2", 1, [2]]], []],
    ["an unreadable entry is kept apart", [[1, null], [2, set("SO-1", 1)]], [["SO-1", 1, [2]]], [1]],
  ] as const)("the queue as sent: %s", (_, queued, latest, unreadable) => {
    const merged = latestPerLine(queued.map(([key, change]) => ({ key, change })));
    expect(merged.latest.map(({ change, keys }) => [change.sku, change.type === "set" ? change.qty : "remove", keys])).toEqual(latest);
    expect(merged.unreadable).toEqual(unreadable);
  });

  it.each([
    [200, "applied"],
    [400, "refused"], // sold out meanwhile, only N left, a bad quantity
    [404, "refused"], // the product is gone
    [409, "retry"], // an order is being placed from the cart
    [408, "retry"],
    [429, "retry"],
    [500, "retry"],
    [503, "retry"],
    [0, "retry"], // offline again
  ] as const)("an answer %i: %s", (status, outcome) => {
    expect(replayOutcome(status)).toBe(outcome);
  });

  it.each([
    ["a change as stored", { ...set("SO-1", 2) }, set("SO-1", 2)],
    ["a removal as stored", { ...remove("SO-1") }, remove("SO-1")],
    ["nothing", null, null],
    ["a string", "garbage", null],
    ["no id", { ...set("SO-1", 2), id: "" }, null],
    ["an unknown type (another build)", { ...set("SO-1", 2), type: "add" }, null],
    ["a negative quantity", { ...set("SO-1", 2), qty: -1 }, null],
    ["a fractional quantity", { ...set("SO-1", 2), qty: 1.5 }, null],
    ["a quantity as text", { ...set("SO-1", 2), qty: "2" }, null],
    ["an unknown product type", { ...set("SO-1", 2), productType: "bundle" }, null],
    ["a damaged choice", { ...set("SO-1", 2), chosen: "x" }, null],
    ["a checksum that is not text", { ...set("SO-1", 2), checksum: 5 }, null],
  ])("reads back %s", (_, stored, read) => {
    expect(readCartChange(stored)).toEqual(read);
  });
});
