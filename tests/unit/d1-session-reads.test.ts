import { describe, expect, it } from "vitest";
import { onlyReads } from "#worker/db/d1-session.ts";

describe("a statement that only reads needs no bookmark of the shopper's own write", () => {
  it.each([
    ["a SELECT", "SELECT id FROM products WHERE sku = ?1", true],
    ["a SELECT after whitespace, in any case", "\n  select 1", true],
    ["a WITH feeding a SELECT", "WITH scope AS MATERIALIZED (SELECT p.id, p.priceUpdated FROM products p) SELECT * FROM scope", true],
    ["a WITH feeding an INSERT", "WITH fresh AS (SELECT 1 AS n) INSERT INTO counters (n) SELECT n FROM fresh", false],
    ["a WITH feeding an UPDATE", "WITH stale AS (SELECT id FROM carts) UPDATE carts SET updated_at = 0 WHERE id IN stale", false],
    ["a WITH feeding a DELETE", "WITH old AS (SELECT id FROM carts) DELETE FROM carts WHERE id IN old", false],
    ["an INSERT", "INSERT INTO auth_attempts (key) VALUES (?1)", false],
    ["an UPDATE", "UPDATE products SET qty = 0", false],
    ["a DELETE", "DELETE FROM auth_attempts WHERE window_start < ?1", false],
    ["an INSERT OR REPLACE", "REPLACE INTO kv (k, v) VALUES (?1, ?2)", false],
  ])("%s", (_name, query, reads) => {
    expect(onlyReads(query)).toBe(reads);
  });
});
