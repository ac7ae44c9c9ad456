/**
 * Customer accounts, vue-storefront-api compatible (SPEC §7 "User"): JSON `{code, result}`, the
 * access token in `?token=` or `Authorization: Bearer`. Sign-in and registration are throttled
 * per e-mail and per client address (429 with Retry-After); a failed sign-in says the same for an
 * unknown e-mail and a wrong password.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { VALIDATION_MESSAGES } from "../../app/domain/checkout-validation.ts";
import { passwordProblem } from "../../app/domain/customer-session.ts";
import type { AppEnv } from "../app-env.ts";
import type { CustomerProfile } from "../commerce/port/index.ts";
import { STORE_VIEWS, storePath } from "../../app/stores.ts";
import { createMailer } from "../mail/mailer.ts";
import { passwordResetMail, welcomeMail } from "../mail/templates.ts";
import { hashPassword } from "../security/password.ts";
import { throttle } from "../security/throttle.ts";
import { firstIssue, readJson, reply } from "./envelope.ts";

export const USER_MESSAGES = {
  signInFailed: "You did not sign in correctly or your account is temporarily disabled.",
  emailTaken: "A customer with the same email address already exists in an associated website.",
  tokenRequired: "token is required: give it as ?token= or Authorization: Bearer",
  tokenInvalid: "The token is invalid or has expired: sign in again or refresh it",
  passwordChanged: "Password has successfully been changed",
  resetSent: "If the e-mail belongs to an account, a link to choose a new password is on its way",
  resetTokenUnusable: "resetToken: the link has been used or has expired, or belongs to another e-mail: ask for a new one",
} as const;

const name = (field: string) =>
  z
    .string({ error: `customer.${field} is required` })
    .trim()
    .min(2, { error: `customer.${field} must have at least 2 letters` })
    .max(100, { error: `customer.${field} is longer than 100 characters` });
const email = z.email({ error: "Enter a valid email" }).max(254, { error: "email is longer than 254 characters" });
const password = z
  .string({ error: "password is required" })
  .max(256, { error: "password is longer than 256 characters" })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: VALIDATION_MESSAGES[problem] });
  });

const createBody = z.object({ customer: z.object({ email, firstname: name("firstname"), lastname: name("lastname") }, { error: "customer is required" }), password }, { error: "the body must be JSON" });
const loginBody = z.object(
  { username: z.string({ error: "username is required" }).trim().min(1, { error: "username is required" }).max(254), password: z.string({ error: "password is required" }).max(256) },
  { error: "the body must be JSON" },
);
const refreshBody = z.object({ refreshToken: z.string({ error: "refreshToken is required" }).min(1, { error: "refreshToken is required" }).max(256) }, { error: "the body must be JSON" });

/** The access token of a request: ?token= (vue-storefront-api) or a bearer token. */
function accessToken(c: Context<AppEnv>): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  return c.req.query("token") || bearer || null;
}

/** The client address the throttle counts: Cloudflare's, else one shared bucket. */
const clientAddress = (c: Context<AppEnv>) => c.req.header("cf-connecting-ip") ?? "unknown";

function profileResult(profile: CustomerProfile) {
  return { id: profile.id, email: profile.email, firstname: profile.firstname, lastname: profile.lastname, store_code: profile.store, created_at: profile.createdAt, addresses: [] };
}

/** 429 in the envelope, with Retry-After. */
function tooMany(c: Context<AppEnv>, retryAfter: number) {
  const minutes = Math.ceil(retryAfter / 60);
  c.header("Retry-After", String(retryAfter));
  return reply(c, 429, `Too many attempts: try again in ${minutes} minute${minutes === 1 ? "" : "s"}`);
}

export const userApi = new Hono<AppEnv>();

userApi.post("/create", async (c) => {
  const parsed = createBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const { customer } = parsed.data;
  const wait = await throttle(c.env.DB, { client: clientAddress(c) });
  if (wait) return tooMany(c, wait);
  const created = await c.var.commerce.customers.create({
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    store: c.var.store.storeCode,
    passwordHash: await hashPassword(parsed.data.password),
  });
  if (!created) return reply(c, 400, USER_MESSAGES.emailTaken);
  const store = c.var.store;
  await createMailer(c.env)
    .send(await welcomeMail(store, customer, c.var.origin + storePath(store, "/")))
    .catch((error: unknown) => console.error("welcome mail failed", error));
  const session = await c.var.commerce.customers.login(customer.email, parsed.data.password);
  const profile = session && (await c.var.commerce.customers.me(session.token));
  return profile ? reply(c, 200, profileResult(profile)) : reply(c, 400, USER_MESSAGES.signInFailed);
});

userApi.post("/login", async (c) => {
  const parsed = loginBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const { username } = parsed.data;
  const wait = await throttle(c.env.DB, { email: username.toLowerCase(), client: clientAddress(c) });
  if (wait) return tooMany(c, wait);
  const session = await c.var.commerce.customers.login(username, parsed.data.password);
  if (!session) return reply(c, 401, USER_MESSAGES.signInFailed);
  return c.json({ code: 200, result: session.token, meta: { refreshToken: session.refreshToken } });
});

userApi.post("/refresh", async (c) => {
  const parsed = refreshBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const session = await c.var.commerce.customers.refresh(parsed.data.refreshToken);
  if ("refused" in session) return reply(c, 401, `refreshToken is ${session.refused === "reused" ? "spent: the session has ended, sign in again" : session.refused === "expired" ? "expired: sign in again" : "unknown"}`);
  return c.json({ code: 200, result: session.token, meta: { refreshToken: session.refreshToken } });
});

const profileBody = z.object(
  {
    customer: z
      .object({ email: email.optional(), firstname: name("firstname").optional(), lastname: name("lastname").optional() }, { error: "customer is required" })
      .refine((c) => c.email !== undefined || c.firstname !== undefined || c.lastname !== undefined, { error: "nothing to change: give email, firstname or lastname" }),
  },
  { error: "the body must be JSON" },
);
const passwordBody = z.object(
  { currentPassword: z.string({ error: "currentPassword is required" }).min(1, { error: "currentPassword is required" }).max(256), newPassword: password },
  { error: "the body must be JSON" },
);

userApi.post("/me", async (c) => {
  const token = accessToken(c);
  if (!token) return reply(c, 401, USER_MESSAGES.tokenRequired);
  const parsed = profileBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const updated = await c.var.commerce.customers.updateProfile(token, parsed.data.customer);
  if (updated === "email-taken") return reply(c, 400, `customer.email: ${USER_MESSAGES.emailTaken}`);
  return updated ? reply(c, 200, profileResult(updated)) : reply(c, 401, USER_MESSAGES.tokenInvalid);
});

userApi.post("/change-password", async (c) => {
  const token = accessToken(c);
  if (!token) return reply(c, 401, USER_MESSAGES.tokenRequired);
  const parsed = passwordBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const wait = await throttle(c.env.DB, { client: clientAddress(c) });
  if (wait) return tooMany(c, wait);
  const outcome = await c.var.commerce.customers.changePassword(token, parsed.data.currentPassword, parsed.data.newPassword);
  if (outcome === "invalid-token") return reply(c, 401, USER_MESSAGES.tokenInvalid);
  if (outcome === "wrong-password") return reply(c, 400, "currentPassword: the current password is not right");
  return reply(c, 200, USER_MESSAGES.passwordChanged);
});

const resetBody = z.object({ email }, { error: "the body must be JSON" });
const createPasswordBody = z.object(
  { email, newPassword: password, resetToken: z.string({ error: "resetToken is required" }).regex(/^[0-9a-f]{64}$/, { error: "resetToken is not a reset token" }) },
  { error: "the body must be JSON" },
);

/** Mails a reset link when the e-mail has an account; the answer is the same either way. */
userApi.post("/reset-password", async (c) => {
  const parsed = resetBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const wait = await throttle(c.env.DB, { email: parsed.data.email.toLowerCase(), client: clientAddress(c) });
  if (wait) return tooMany(c, wait);
  const reset = await c.var.commerce.customers.requestPasswordReset(parsed.data.email);
  if (reset) {
    const store = STORE_VIEWS[reset.customer.store];
    const link = `${c.var.origin}${storePath(store, "/create-password")}?${new URLSearchParams({ token: reset.token, email: reset.customer.email })}`;
    await createMailer(c.env).send(await passwordResetMail(store, reset.customer, link));
  }
  return reply(c, 200, USER_MESSAGES.resetSent);
});

/** Sets the password with a mailed reset token and signs the customer in (SPEC §4). */
userApi.post("/create-password", async (c) => {
  const parsed = createPasswordBody.safeParse(await readJson(c));
  if (!parsed.success) return reply(c, 400, firstIssue(parsed.error));
  const { email: address, resetToken, newPassword } = parsed.data;
  const wait = await throttle(c.env.DB, { email: address.toLowerCase(), client: clientAddress(c) });
  if (wait) return tooMany(c, wait);
  const session = await c.var.commerce.customers.resetPassword(address, resetToken, newPassword);
  if (!session) return reply(c, 400, USER_MESSAGES.resetTokenUnusable);
  return c.json({ code: 200, result: session.token, meta: { refreshToken: session.refreshToken } });
});

userApi.get("/me", async (c) => {
  const token = accessToken(c);
  if (!token) return reply(c, 401, USER_MESSAGES.tokenRequired);
  const profile = await c.var.commerce.customers.me(token);
  return profile ? reply(c, 200, profileResult(profile)) : reply(c, 401, USER_MESSAGES.tokenInvalid);
});
