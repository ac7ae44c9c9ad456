/**
 * Purges the output cache of a running shop:
 *   npm run cache:purge -- --tag P123 [--tag C45,home]
 *   npm run cache:purge -- --url /p/SO-10001/lyon-soffa-1 [--store dk]
 *   npm run cache:purge -- --all
 */
import { parseArgs } from "node:util";
import { STORE_CODES, STORE_VIEWS, isStoreCode, storePath, type StoreCode } from "#core/stores.ts";
import { callOps } from "./lib/ops-client.ts";

const { values } = parseArgs({
  options: {
    tag: { type: "string", multiple: true },
    url: { type: "string", multiple: true },
    store: { type: "string" },
    all: { type: "boolean" },
  },
});
const tags = (values.tag ?? []).flatMap((t) => t.split(",")).map((t) => t.trim()).filter(Boolean);
if (values.store !== undefined && !isStoreCode(values.store)) {
  console.error(`--store must be one of ${STORE_CODES.join(", ")}`);
  process.exit(2);
}
const store = values.store ? STORE_VIEWS[values.store as StoreCode] : null;
// A path of the store (`/` or `/soffor`) gets its prefix unless it already has it; full URLs stay as they are.
const inStore = (path: string) => !store || !store.urlPrefix || path === store.urlPrefix || path.startsWith(`${store.urlPrefix}/`);
const urls = (values.url ?? []).map((u) => (u.startsWith("/") && !inStore(u) ? storePath(store!, u) : u));
const given = [tags.length > 0, urls.length > 0, values.all === true].filter(Boolean).length;
if (given !== 1) {
  console.error("give exactly one of --tag, --url or --all");
  process.exit(2);
}
await callOps("/ops/cache/purge", values.all ? { all: true } : tags.length ? { tags } : { urls });
