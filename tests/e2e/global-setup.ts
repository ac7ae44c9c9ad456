import type { TestProject } from "vitest/node";
import { startServer } from "../support/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 8790);
  const server = await startServer({ port, stateDir: `.wrangler/e2e-state-${port}`, fresh: true, vars: { HOSTED_CHECKOUT_BUILTIN: "1", TAG_MANAGER_CONTAINERS: "no=GTM-TEST123" } });
  project.provide("baseUrl", server.url);
  return server.stop;
}
