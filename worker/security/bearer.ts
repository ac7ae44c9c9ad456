import type { Context, Env as HonoEnv, MiddlewareHandler } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { timingSafeEqual } from "hono/utils/buffer";

/** Compares a presented secret with the expected one in constant time (both hashed first); an empty secret never matches. */
export async function tokenMatches(given: string, expected: string): Promise<boolean> {
  return expected.length > 0 && (await timingSafeEqual(given, expected));
}

type ErrorBody = (message: string) => object;

/**
 * The one bearer-token check (Hono's bearerAuth, timing-safe) for every endpoint behind a
 * configured secret: the ops API (purge token) and the built-in provider's API (API key).
 * `unset` says what happens while the secret is not configured: refuse (503) or let requests in.
 */
export function requireBearer<E extends HonoEnv>(options: { secret: (c: Context<E>) => string | null; unset: "refuse" | "allow"; name: string; body: ErrorBody }): MiddlewareHandler<E> {
  const { name, body } = options;
  return async (c, next) => {
    const expected = options.secret(c);
    if (!expected) {
      if (options.unset === "allow") return next();
      return c.json(body(`${name} is not configured on this server`), 503);
    }
    const check = bearerAuth<E>({
      verifyToken: (token) => tokenMatches(token, expected),
      noAuthenticationHeader: { message: (ctx: Context) => ctx.json(body(`Authorization: a bearer ${name} is required`), 401) },
      invalidAuthenticationHeader: { message: (ctx: Context) => ctx.json(body(`Authorization: a bearer ${name} is required, as "Bearer <${name}>"`), 401) },
      invalidToken: { message: (ctx: Context) => ctx.json(body(`Authorization: the ${name} is not valid`), 401) },
    });
    return check(c, next);
  };
}
