import { z } from "zod";
import { STORE_CODES } from "#core/stores.ts";
import type { ProductChange } from "#core/port/index.ts";

const body = z
  .strictObject({
    price: z.number({ error: "price must be a number" }).positive({ error: "price must be above 0" }).optional(),
    store: z.enum(STORE_CODES, { error: `store must be one of ${STORE_CODES.join(", ")}` }).default("se"),
    qty: z.int({ error: "qty must be a whole number" }).min(0, { error: "qty must be 0 or more" }).optional(),
    inStock: z.boolean({ error: "inStock must be true or false" }).optional(),
    status: z.union([z.literal(1), z.literal(2)], { error: "status must be 1 (enabled) or 2 (disabled)" }).optional(),
    addToCategories: z.array(z.int().positive(), { error: "addToCategories must list category ids" }).optional(),
    removeFromCategories: z.array(z.int().positive(), { error: "removeFromCategories must list category ids" }).optional(),
  })
  .refine((b) => b.price !== undefined || b.qty !== undefined || b.inStock !== undefined || b.status !== undefined || b.addToCategories?.length || b.removeFromCategories?.length, {
    error: "nothing to change: give price, qty, inStock, status, addToCategories or removeFromCategories",
  });

type ParsedChange = { ok: true; change: ProductChange } | { ok: false; message: string };

export function parseProductChange(json: unknown): ParsedChange {
  const parsed = body.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, message: issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message };
  }
  const b = parsed.data;
  const change: ProductChange = {};
  if (b.price !== undefined) change.price = { store: b.store, amount: b.price };
  if (b.qty !== undefined || b.inStock !== undefined) {
    const qty = b.qty ?? 0;
    change.stock = { qty, isInStock: b.inStock ?? qty > 0 };
  }
  if (b.status !== undefined) change.status = b.status;
  if (b.addToCategories) change.addToCategories = b.addToCategories;
  if (b.removeFromCategories) change.removeFromCategories = b.removeFromCategories;
  return { ok: true, change };
}
