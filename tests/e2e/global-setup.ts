import type { TestProject } from "vitest/node";
import { startServer } from "../support/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's local state (D1, KV): the Pages smoke run serves the same data. */
    stateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 8790);
  const stateDir = `.wrangler/e2e-state-${port}`;
  const server = await startServer({ port, stateDir, fresh: true, vars: { HOSTED_CHECKOUT_BUILTIN: "1", TAG_MANAGER_CONTAINERS: "no=GTM-TEST123" } });
  project.provide("baseUrl", server.url);
  project.provide("stateDir", stateDir);
  return server.stop;
}
