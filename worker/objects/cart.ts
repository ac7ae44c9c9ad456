import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env.ts";

export interface CartLine {
  sku: string;
  qty: number;
}

/** Expected failures come back as values: an exception thrown over RPC is an incident, not a 4xx. */
export type CartResult = { ok: true; lines: CartLine[] } | { ok: false; field: "qty"; message: string };

/**
 * One object per cart token. Every mutation of a cart runs here, one at a time,
 * so concurrent requests on the same cart never lose an update.
 */
export class Cart extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS lines (sku TEXT PRIMARY KEY, qty INTEGER NOT NULL CHECK (qty > 0))`);
    });
  }

  lines(): CartLine[] {
    return this.ctx.storage.sql.exec<{ sku: string; qty: number }>(`SELECT sku, qty FROM lines ORDER BY rowid`).toArray().map((r) => ({ sku: r.sku, qty: r.qty }));
  }

  /** Sets the quantity of a line; 0 removes it. */
  setQty(sku: string, qty: number): CartResult {
    if (!Number.isInteger(qty) || qty < 0) return { ok: false, field: "qty", message: "qty must be a non-negative integer" };
    if (qty === 0) this.ctx.storage.sql.exec(`DELETE FROM lines WHERE sku = ?`, sku);
    else this.ctx.storage.sql.exec(`INSERT INTO lines (sku, qty) VALUES (?, ?) ON CONFLICT (sku) DO UPDATE SET qty = excluded.qty`, sku, qty);
    return { ok: true, lines: this.lines() };
  }

  clear(): void {
    this.ctx.storage.sql.exec(`DELETE FROM lines`);
  }
}
