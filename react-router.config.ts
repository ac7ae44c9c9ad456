import { basename } from "node:path";
import type { Config } from "@react-router/dev/config";

/** A build with a store fixture (vite.config.ts, STORE_FIXTURE) goes to a folder of its own, beside the shop's build. */
const fixture = process.env.STORE_FIXTURE;

export default {
  ssr: true,
  buildDirectory: fixture ? `build/fixtures/${basename(fixture)}` : "build",
} satisfies Config;
