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

/** What a call that needs a customer token says when it has none, or a bad one. */
export const TOKEN_MESSAGES = {
  required: "token is required: give it as ?token= or Authorization: Bearer",
  invalid: "The token is invalid or has expired: sign in again or refresh it",
} as const;

/** The customer access token of a request: ?token= (vue-storefront-api) or a bearer token. */
export function accessToken(c: Context): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  return c.req.query("token") || bearer || null;
}

/** 429 in the envelope, with Retry-After. */
export function tooMany(c: Context, retryAfter: number) {
  const minutes = Math.ceil(retryAfter / 60);
  c.header("Retry-After", String(retryAfter));
  return reply(c, 429, `Too many attempts: try again in ${minutes} minute${minutes === 1 ? "" : "s"}`);
}
