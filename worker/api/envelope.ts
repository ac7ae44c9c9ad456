import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** vue-storefront-api answers {code, result}; the HTTP status equals code. */
export function reply(c: Context, code: ContentfulStatusCode, result: unknown) {
  return c.json({ code, result }, code);
}

/** The first problem of a failed parse, naming the field. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid request";
  return issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/** The request's JSON body, or undefined when it is not JSON (the schema then names what is missing). */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
