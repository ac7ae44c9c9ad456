/**
 * Cloudflare Pages entry (docs/deploy.md "Cloudflare Pages"): every request the static files do not answer
 * goes to the same Hono app as on Workers, from the production build (`npm run build`). The Durable
 * Objects live in the Workers deployment; Pages binds them by script name (scripts/build-pages.ts).
 */
// @ts-expect-error -- the build is plain JavaScript, typed by the line below
import build from "../build/server/index.js";

/** The build's default export, the Hono app: it needs only these of an execution context. */
const app = build as { fetch(request: Request, env: Env, context: Pick<ExecutionContext, "waitUntil" | "passThroughOnException" | "props">): Response | Promise<Response> };

export const onRequest: PagesFunction<Env> = (context) =>
  app.fetch(context.request, context.env, {
    waitUntil: (promise) => context.waitUntil(promise),
    passThroughOnException: () => context.passThroughOnException(),
    props: {},
  });
