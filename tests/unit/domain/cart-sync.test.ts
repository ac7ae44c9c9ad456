import { describe, expect, it } from "vitest";
import {
  cartHash,
  connectOutcome,
  lineKey,
  lineStockNotice,
  stockChunks,
  MAX_CART_BYPASS_ATTEMPTS,
  planSync,
  reconnectAfterSync,
  restoreAfterFailedUpdate,
  stockStatus,
  syncRequired,
  type ClientItem,
  type ServerItem,
  type SyncOptions,
  type SyncPlan,
  withoutNewCart,
} from "#core/domain/cart-sync.ts";
import { refusal, type Refusal } from "#core/domain/refusal.ts";

const client = (sku: string, qty: number, item_id: number | null = null): ClientItem => ({ sku, qty, item_id });
const server = (sku: string, qty: number, item_id: number): ServerItem => ({ sku, qty, item_id });
const forced: SyncOptions = { forceClientState: true };
const serverWins: SyncOptions = { forceClientState: false };

describe("planSync (SPEC §4 Cart sync)", () => {
  const cases: [string, ClientItem[], ServerItem[], SyncOptions, SyncPlan][] = [
    ["nothing on either side", [], [], forced, { statuses: [], actions: [] }],
    [
      "server lacks the item, client state forced → pushed",
      [client("A", 2)],
      [],
      forced,
      { statuses: [{ sku: "A", status: "no-item" }], actions: [{ type: "push", sku: "A", qty: 2 }] },
    ],
    [
      "server lacks the item, client state not forced → removed locally",
      [client("A", 2, 7)],
      [],
      serverWins,
      { statuses: [{ sku: "A", status: "no-item" }], actions: [{ type: "remove-local", sku: "A" }] },
    ],
    [
      "server lacks the item, local removal allowed → removed locally even when forced",
      [client("A", 2)],
      [],
      { forceClientState: true, allowLocalRemoval: true },
      { statuses: [{ sku: "A", status: "no-item" }], actions: [{ type: "remove-local", sku: "A" }] },
    ],
    [
      "quantities differ → the server is updated",
      [client("A", 3, 7)],
      [server("A", 1, 7)],
      forced,
      { statuses: [{ sku: "A", status: "wrong-qty" }], actions: [{ type: "update-server", sku: "A", qty: 3, item_id: 7 }] },
    ],
    [
      "quantities differ, local modification allowed → the client is updated",
      [client("A", 3, 7)],
      [server("A", 1, 7)],
      { forceClientState: false, allowLocalModification: true },
      { statuses: [{ sku: "A", status: "wrong-qty" }], actions: [{ type: "update-local", sku: "A", qty: 1, item_id: 7 }] },
    ],
    [
      "server item missing on the client, forced → deleted on the server",
      [],
      [server("B", 1, 9)],
      forced,
      { statuses: [{ sku: "B", status: "update-required" }], actions: [{ type: "delete-server", sku: "B", item_id: 9 }] },
    ],
    [
      "server item missing on the client, not forced → added locally",
      [],
      [server("B", 1, 9)],
      serverWins,
      { statuses: [{ sku: "B", status: "update-required" }], actions: [{ type: "add-local", sku: "B", qty: 1, item_id: 9 }] },
    ],
    [
      "same quantity → no changes; a missing server id is linked",
      [client("A", 1), client("C", 2, 4)],
      [server("A", 1, 5), server("C", 2, 4)],
      forced,
      {
        statuses: [
          { sku: "A", status: "no-changes" },
          { sku: "C", status: "no-changes" },
        ],
        actions: [{ type: "link", sku: "A", item_id: 5 }],
      },
    ],
  ];
  it.each(cases)("%s", (_name, clientItems, serverItems, options, expected) => {
    expect(planSync(clientItems, serverItems, options)).toEqual(expected);
  });
});

describe("restoreAfterFailedUpdate (prev_qty rule)", () => {
  const cases: [string, ClientItem, ClientItem | null][] = [
    ["restored to prev_qty", { sku: "A", qty: 5, item_id: 3, prev_qty: 2 }, { sku: "A", qty: 2, item_id: 3, prev_qty: 2 }],
    ["prev_qty 0 → removed", { sku: "A", qty: 1, item_id: 3, prev_qty: 0 }, null],
    ["no prev_qty → removed", { sku: "A", qty: 1, item_id: 3 }, null],
    ["no server id → removed even with prev_qty", { sku: "A", qty: 4, item_id: null, prev_qty: 2 }, null],
  ];
  it.each(cases)("%s", (_name, item, expected) => {
    expect(restoreAfterFailedUpdate(item)).toEqual(expected);
  });
});

describe("syncRequired", () => {
  const cases: [string, Parameters<typeof syncRequired>[0], boolean][] = [
    ["never synced", { hash: "A:1", lastSyncedHash: null, canUpdateMethods: true }, true],
    ["hash changed", { hash: "A:2", lastSyncedHash: "A:1", canUpdateMethods: true }, true],
    ["hash unchanged", { hash: "A:1", lastSyncedHash: "A:1", canUpdateMethods: true }, false],
    ["methods cannot be updated", { hash: "A:2", lastSyncedHash: null, canUpdateMethods: false }, false],
  ];
  it.each(cases)("%s", (_name, args, expected) => {
    expect(syncRequired(args)).toBe(expected);
  });

  it("hashes lines independent of order, sensitive to quantity", () => {
    expect(cartHash([client("B", 1), client("A", 2)])).toBe(cartHash([client("A", 2), client("B", 1)]));
    expect(cartHash([client("A", 2)])).not.toBe(cartHash([client("A", 3)]));
  });
});

describe("stockStatus (SPEC §4 Cart add)", () => {
  const cases: [string, Parameters<typeof stockStatus>[0], ReturnType<typeof stockStatus>][] = [
    ["in stock with quantity → ok", { isInStock: true, qty: 3 }, "ok"],
    ["no answer (offline, failed check) → volatile", null, "volatile"],
    ["flagged out of stock → out_of_stock", { isInStock: false, qty: 3 }, "out_of_stock"],
    ["in stock flag but zero quantity → out_of_stock", { isInStock: true, qty: 0 }, "out_of_stock"],
  ];
  it.each(cases)("%s", (_name, answer, expected) => {
    expect(stockStatus(answer)).toBe(expected);
  });
});

describe("connectOutcome and reconnectAfterSync (maxCartBypassAttempts)", () => {
  it("is 3 attempts", () => expect(MAX_CART_BYPASS_ATTEMPTS).toBe(3));
  const connect: [string, number, number, ReturnType<typeof connectOutcome>][] = [
    ["200 → sync", 200, 0, "sync"],
    ["401 → guest retry", 401, 0, "retry-as-guest"],
    ["401 at the last allowed attempt → guest retry", 401, 2, "retry-as-guest"],
    ["401 with the counter at the maximum → sync disabled", 401, 3, "sync-disabled"],
    ["500 → sync disabled", 500, 0, "sync-disabled"],
  ];
  it.each(connect)("connect: %s", (_name, status, attempts, expected) => {
    expect(connectOutcome(status, attempts, MAX_CART_BYPASS_ATTEMPTS)).toBe(expected);
  });
  const sync: [string, number, number, boolean][] = [
    ["200 → no reconnect", 200, 0, false],
    ["404 (cart gone) → reconnect", 404, 0, true],
    ["500 → reconnect", 500, 2, true],
    ["counter at the maximum → no reconnect", 500, 3, false],
  ];
  it.each(sync)("sync: %s", (_name, status, attempts, expected) => {
    expect(reconnectAfterSync(status, attempts, MAX_CART_BYPASS_ATTEMPTS)).toBe(expected);
  });
});

describe("withoutNewCart (a change when no cart could be opened)", () => {
  it.each<[string, { status: number; refusal: Refusal | null }, ReturnType<typeof withoutNewCart>]>([
    ["no answer at all (no connection) keeps the change for later", { status: 0, refusal: null }, { queue: true }],
    ["a backend that is down (503 cartUnavailable) says could not add", { status: 503, refusal: refusal("cartUnavailable") }, { queue: false, refusal: refusal("cartUnavailable") }],
    ["a 503 without a refusal (a proxy's page) says could not add", { status: 503, refusal: null }, { queue: false, refusal: refusal("cartUnavailable") }],
    ["a bare 500 says could not add", { status: 500, refusal: null }, { queue: false, refusal: refusal("cartUnavailable") }],
    ["a rule's refusal is told as it is", { status: 400, refusal: refusal("qty") }, { queue: false, refusal: refusal("qty") }],
  ])("%s", (_name, answer, expected) => {
    expect(withoutNewCart(answer)).toEqual(expected);
  });
});

describe("stockChunks (stock lists, 15 skus a request)", () => {
  const skus = (n: number) => Array.from({ length: n }, (_, i) => `S${i}`);
  const cases: [string, string[], number[]][] = [
    ["none", [], []],
    ["one", ["A"], [1]],
    ["exactly 15", skus(15), [15]],
    ["16 → 15 + 1", skus(16), [15, 1]],
    ["31 → 15 + 15 + 1", skus(31), [15, 15, 1]],
    ["duplicates asked once", ["A", "B", "A"], [2]],
  ];
  it.each(cases)("%s", (_name, input, sizes) => {
    expect(stockChunks(input).map((c) => c.length)).toEqual(sizes);
  });
});

describe("lineStockNotice (SPEC §4 Stock check)", () => {
  const on = { allowOutOfStockInCart: false, syncOn: true };
  const off = { allowOutOfStockInCart: false, syncOn: false };
  const cases: [string, Parameters<typeof lineStockNotice>[0], Parameters<typeof lineStockNotice>[1], ReturnType<typeof lineStockNotice>][] = [
    ["in stock → info", { isInStock: true, qty: 4 }, on, { type: "info", message: "In stock!" }],
    ["out of stock with sync on → error", { isInStock: false, qty: 0 }, on, { type: "error", message: "Out of the stock!" }],
    ["out of stock, allowed in the cart → error", { isInStock: false, qty: 0 }, { allowOutOfStockInCart: true, syncOn: false }, { type: "error", message: "Out of the stock!" }],
    ["out of stock, neither → removed", { isInStock: true, qty: 0 }, off, { type: "remove" }],
    ["no answer → nothing", null, on, null],
  ];
  it.each(cases)("%s", (_name, answer, options, expected) => {
    expect(lineStockNotice(answer, options)).toEqual(expected);
  });
});

describe("planSync with option lines (checksum identity)", () => {
  it("tells two lines of one sku apart by checksum", () => {
    const plan = planSync(
      [
        { sku: "T", qty: 1, item_id: 1, checksum: "aaaa0001" },
        { sku: "T", qty: 2, item_id: null, checksum: "bbbb0002" },
      ],
      [
        { sku: "T", qty: 1, item_id: 1, checksum: "aaaa0001" },
        { sku: "T", qty: 5, item_id: 3, checksum: "cccc0003" },
      ],
      { forceClientState: true },
    );
    expect(plan.actions).toEqual([
      { type: "push", sku: "T", qty: 2, checksum: "bbbb0002" },
      { type: "delete-server", sku: "T", item_id: 3, checksum: "cccc0003" },
    ]);
    expect(lineKey({ sku: "T", checksum: null })).toBe("T");
  });
});
