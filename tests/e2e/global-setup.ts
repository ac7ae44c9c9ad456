import type { TestProject } from "vitest/node";
import { startServer } from "../support/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer({ port: 8790, stateDir: ".wrangler/e2e-state", fresh: true });
  project.provide("baseUrl", server.url);
  return server.stop;
}
