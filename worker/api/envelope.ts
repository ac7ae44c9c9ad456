import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { refusal, type Refusal } from "#core/domain/refusal.ts";
import { readRefusal, refusalText } from "#core/i18n/refusals.ts";

/** vue-storefront-api answers {code, result}; the HTTP status equals code. */
export function reply(c: Context, code: ContentfulStatusCode, result: unknown) {
  return c.json({ code, result }, code);
}

/**
 * A rule's refusal: `{code, result, refusal}`. `result` is its English, after the field it concerns
 * ("cartItem.qty: Only 3 available"), as vue-storefront clients read it; `refusal` says the same without
 * words, `{code: "onlyAvailable", params: {qty: 3}}` (core/domain/refusal.ts), for a client to say in
 * its shopper's language. `extra` adds what a client acts on (error_code...). A request that is not of
 * the API's form is answered by `reply` with the field it lacks, and no `refusal`.
 */
export function refuse(c: Context, code: ContentfulStatusCode, said: Refusal, field?: string, extra: Record<string, unknown> = {}) {
  const english = refusalText(said);
  return c.json({ code, result: field ? `${field}: ${english}` : english, refusal: said, ...extra }, code);
}

/** The first problem of a failed parse, naming the field. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid request";
  return issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/** A schema issue that is a rule's refusal (a password short of the policy): `refuseParse` answers it as `refuse` does. */
export const refusalIssue = (said: Refusal) => ({ code: "custom" as const, message: refusalText(said), params: { refusal: said } });

/**
 * A failed parse's 400: a refusal the first issue carries (`refusalIssue`) as `refuse` answers it, after
 * the field it names; any other problem as `reply` with `firstIssue`. `result` reads the same either way.
 */
export function refuseParse(c: Context, error: z.ZodError) {
  const issue = error.issues[0];
  const said = issue?.code === "custom" ? readRefusal(issue.params?.refusal) : null;
  return said && issue ? refuse(c, 400, said, issue.path.join(".") || undefined) : reply(c, 400, firstIssue(error));
}

/** The request's JSON body, or undefined when it is not JSON (the schema then names what is missing). */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/** A call that needs a customer token and has none (401). */
export const tokenRequired = (c: Context) => refuse(c, 401, refusal("tokenRequired"));
/** A call whose customer token is invalid or expired (401). */
export const tokenInvalid = (c: Context) => refuse(c, 401, refusal("tokenInvalid"));

/** The customer access token of a request: ?token= (vue-storefront-api) or a bearer token. */
export function accessToken(c: Context): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  return c.req.query("token") || bearer || null;
}

/** 429 in the envelope, with Retry-After. */
export function tooMany(c: Context, retryAfter: number) {
  c.header("Retry-After", String(retryAfter));
  return refuse(c, 429, refusal("tooMany", { minutes: Math.ceil(retryAfter / 60) }));
}
