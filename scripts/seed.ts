/**
 * Re-seeds the catalog: `npm run seed -- --products 20000` for load tests; `--remote --env staging`
 * writes that environment's deployed database (`npm run deploy -- --env staging --seed` does that).
 */
import { parseArgs } from "node:util";
import { DEFAULT_PRODUCT_COUNT, applyMigrations, seedCatalog, useRemoteDatabase } from "./lib/local-db.ts";

const { values } = parseArgs({ options: { products: { type: "string", default: String(DEFAULT_PRODUCT_COUNT) }, remote: { type: "boolean" }, env: { type: "string" } } });
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1 || products > 200_000) {
  console.error(`--products must be a whole number between 1 and 200000, got "${values.products}"`);
  process.exit(2);
}
if (values.remote) useRemoteDatabase(values.env);
applyMigrations();
seedCatalog({ products, force: true });
