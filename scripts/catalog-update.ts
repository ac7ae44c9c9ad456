/**
 * Changes a product on a running shop; the pages showing it are purged from the cache:
 *   npm run catalog:update -- --sku SO-10001 --price 1999 [--store dk]
 *   npm run catalog:update -- --sku SO-10001 --qty 0
 *   npm run catalog:update -- --sku SO-10001 --status 2
 */
import { parseArgs } from "node:util";
import { callOps } from "./lib/ops-client.ts";

const { values } = parseArgs({
  options: {
    sku: { type: "string" },
    price: { type: "string" },
    store: { type: "string" },
    qty: { type: "string" },
    status: { type: "string" },
    "add-category": { type: "string", multiple: true },
    "remove-category": { type: "string", multiple: true },
  },
});
if (!values.sku) {
  console.error("--sku is required");
  process.exit(2);
}
const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
await callOps(`/ops/catalog/products/${encodeURIComponent(values.sku)}`, {
  price: number(values.price),
  store: values.store,
  qty: number(values.qty),
  status: number(values.status),
  addToCategories: values["add-category"]?.map(Number),
  removeFromCategories: values["remove-category"]?.map(Number),
});
