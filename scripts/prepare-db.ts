/** Applies D1 migrations and seeds the demo catalog when it is missing or outdated. */
import { DEFAULT_PRODUCT_COUNT, applyMigrations, seedCatalog } from "./lib/local-db.ts";

applyMigrations();
seedCatalog({ products: DEFAULT_PRODUCT_COUNT, force: false });
