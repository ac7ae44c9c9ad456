import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { reply } from "./envelope.ts";

/**
 * GET /api/ext/vsf-deploy-refresher/version (SPEC §2, §7): the deployed build's id, which changes
 * with every deploy: tabs compare it with the one they stored and start afresh when it differs.
 * Readable from any origin (vue-storefront-api's contract), never cached.
 */
export const deployVersionApi = new Hono<AppEnv>();

deployVersionApi.get("/", async (c) => {
  const build = await import("virtual:react-router/server-build");
  c.header("Access-Control-Allow-Origin", "*");
  c.header("Cache-Control", "no-store");
  return reply(c, 200, { version: build.assets.version });
});
