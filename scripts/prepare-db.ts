/** Creates .dev.vars on first start, applies D1 migrations and seeds the demo catalog when it is missing or outdated. */
import { ensureDevVars } from "./lib/dev-vars.ts";
import { DEFAULT_PRODUCT_COUNT, applyMigrations, seedCatalog } from "./lib/local-db.ts";

ensureDevVars();
applyMigrations();
seedCatalog({ products: DEFAULT_PRODUCT_COUNT, force: false });
