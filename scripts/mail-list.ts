/** Shows the newest mails of a running shop's outbox: `npm run mail:list [-- --limit 50]`. */
import { parseArgs } from "node:util";
import { callOps } from "./lib/ops-client.ts";

const { values } = parseArgs({ options: { limit: { type: "string", default: "20" } } });
await callOps(`/ops/mail?limit=${encodeURIComponent(values.limit)}`);
