/** Creates .dev.vars on first start, applies D1 migrations and seeds the demo catalog when it is missing or outdated. */
import { ensureDevVars } from "./lib/dev-vars.ts";
import { DEFAULT_PRODUCT_COUNT, applyMigrations, seedCatalog } from "./lib/local-db.ts";

ensureDevVars();
applyMigrations();
// SEED_PRODUCTS: a bigger catalog for load tests and the bench (seeding 20,000 takes a few minutes, once).
seedCatalog({ products: Number(process.env.SEED_PRODUCTS) || DEFAULT_PRODUCT_COUNT, force: false });
