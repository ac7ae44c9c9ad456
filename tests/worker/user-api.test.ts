import { SELF, env } from "cloudflare:test";
import { sign, verify } from "hono/jwt";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://shop.test";
const PASSWORD = "Trädgård-2026";

interface Answer {
  code: number;
  result: unknown;
  meta?: { refreshToken: string };
}

let client = 0;
/** Each test signs in from its own client address, so the per-address throttle of one never touches another. */
const address = () => `203.0.113.${++client}`;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`${ORIGIN}/api/user${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json<Answer>() };
}

async function register(ip = address()) {
  const email = `kund-${crypto.randomUUID().slice(0, 8)}@example.se`;
  const created = await call("POST", "/create", { customer: { email, firstname: "Astrid", lastname: "Lindqvist" }, password: PASSWORD }, { "cf-connecting-ip": ip });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { email, ip };
}

async function login(email: string, password = PASSWORD, ip = address()) {
  return call("POST", "/login", { username: email, password }, { "cf-connecting-ip": ip });
}

describe("/api/user: accounts and sessions (vue-storefront-api contract)", () => {
  it("registers, signs in, reads the profile by ?token= and by bearer token", async () => {
    const { email } = await register();
    const stored = await env.DB.prepare("SELECT password_hash FROM customers WHERE email = ?1").bind(email).first<{ password_hash: string }>();
    const welcome = await env.DB.prepare("SELECT subject, text FROM mail_outbox WHERE recipient = ?1 AND kind = 'welcome'").bind(email).first<{ subject: string; text: string }>();
    expect(welcome).toMatchObject({ subject: "Välkommen till Nordic Garden & Home" });
    expect(welcome!.text).toContain(email);
    expect(stored!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(stored!.password_hash).not.toContain(PASSWORD);
    const session = await login(email.toUpperCase());
    expect(session.status).toBe(200);
    expect(typeof session.body.result).toBe("string");
    expect(session.body.meta?.refreshToken).toMatch(/^[0-9a-f]{64}$/);
    for (const me of [
      await call("GET", `/me?token=${session.body.result}`),
      await call("GET", "/me", undefined, { Authorization: `Bearer ${session.body.result}` }),
    ]) {
      expect(me.status).toBe(200);
      expect(me.body.result).toMatchObject({ email, firstname: "Astrid", lastname: "Lindqvist", store_code: "se", addresses: [] });
    }
  });

  it("answers an unknown e-mail and a wrong password alike", async () => {
    const { email } = await register();
    const wrong = await login(email, "Wrong-password-1");
    const unknown = await login(`nobody-${crypto.randomUUID()}@example.se`, PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("rotates refresh tokens; a reused one ends the whole session family", async () => {
    const { email } = await register();
    const first = (await login(email)).body.meta!.refreshToken;
    const second = await call("POST", "/refresh", { refreshToken: first });
    expect(second.status).toBe(200);
    const rotated = second.body.meta!.refreshToken;
    expect(rotated).not.toBe(first);
    // This client rotates: it presents what the refresh gave it, so `first` is spent for every client (decision 0026).
    const third = await call("POST", "/refresh", { refreshToken: rotated });
    expect(third.status).toBe(200);
    const next = third.body.meta!.refreshToken;
    // At once, a second use is a concurrent refresh (another tab): refused, the session lives on.
    const concurrent = await call("POST", "/refresh", { refreshToken: first });
    expect(concurrent.body).toEqual({ code: 401, result: "refreshToken was just used by another request: use the tokens it got", refusal: { code: "refreshSuperseded", params: {} } });
    // A minute later, someone replays the spent token: refused, and the family (including `next`) is revoked.
    await env.DB.prepare("UPDATE customer_refresh_tokens SET used_at = used_at - 60 WHERE used_at IS NOT NULL AND family = (SELECT family FROM customer_refresh_tokens WHERE used_at IS NOT NULL ORDER BY rowid DESC LIMIT 1)").run();
    const accessBefore = String(third.body.result);
    expect((await call("GET", `/me?token=${accessBefore}`)).status).toBe(200);
    const replay = await call("POST", "/refresh", { refreshToken: first });
    expect(replay.status).toBe(401);
    expect(replay.body.result).toContain("spent");
    expect((await call("POST", "/refresh", { refreshToken: next })).status).toBe(401);
    // The family's access tokens end with it, before they expire.
    expect((await call("GET", `/me?token=${accessBefore}`)).status).toBe(401);
    expect((await call("POST", "/refresh", { refreshToken: "0".repeat(64) })).body.result).toBe("refreshToken is unknown");
  });

  it("lets exactly one of two concurrent uses of a refresh token win", async () => {
    const { email } = await register();
    const token = (await login(email)).body.meta!.refreshToken;
    const results = await Promise.all([call("POST", "/refresh", { refreshToken: token }), call("POST", "/refresh", { refreshToken: token })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("never reads a customer with a forged, altered or expired token", async () => {
    const { email } = await register();
    const token = String((await login(email)).body.result);
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/")));
    const other = btoa(JSON.stringify({ ...claims, sub: "1" })).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const expired = btoa(JSON.stringify({ ...claims, exp: 1 })).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const none = `${btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "")}.${payload}.`;
    for (const forged of [`${header}.${other}.${signature}`, `${header}.${expired}.${signature}`, none, "not-a-token", `${token}x`]) {
      const me = await call("GET", `/me?token=${encodeURIComponent(forged)}`);
      expect(me.status, forged.slice(0, 40)).toBe(401);
      expect(JSON.stringify(me.body)).not.toContain("@example.se");
    }
    expect((await call("GET", "/me")).body).toEqual({ code: 401, result: "token is required: give it as ?token= or Authorization: Bearer", refusal: { code: "tokenRequired", params: {} } });
  });

  it("refuses a correctly signed token without exp, iat or the session id", async () => {
    const { email } = await register();
    const token = String((await login(email)).body.result);
    const claims = await verify(token, env.CUSTOMER_TOKEN_SECRET, "HS256");
    expect((await call("GET", `/me?token=${token}`)).status).toBe(200);
    const { exp: _exp, iat: _iat, sid: _sid, ...rest } = claims;
    for (const [missing, forged] of [
      ["exp", { ...rest, iat: claims.iat, sid: claims.sid }],
      ["iat", { ...rest, exp: claims.exp, sid: claims.sid }],
      ["sid", { ...rest, iat: claims.iat, exp: claims.exp }],
    ] as const) {
      const me = await call("GET", `/me?token=${await sign(forged, env.CUSTOMER_TOKEN_SECRET, "HS256")}`);
      expect(me.status, `without ${missing}`).toBe(401);
      expect(JSON.stringify(me.body)).not.toContain("@example.se");
    }
  });

  it.each([
    [{}, "customer is required"],
    [{ customer: { email: "not-an-email", firstname: "Astrid", lastname: "Lindqvist" }, password: PASSWORD }, "customer.email: Enter a valid email"],
    [{ customer: { email: "a@example.se", firstname: "A", lastname: "Lindqvist" }, password: PASSWORD }, "customer.firstname: customer.firstname must have at least 2 letters"],
    [{ customer: { email: "a@example.se", firstname: "x".repeat(10_000), lastname: "Lindqvist" }, password: PASSWORD }, "customer.firstname: customer.firstname is longer than 100 characters"],
    [{ customer: { email: "a@example.se", firstname: "Astrid", lastname: "Lindqvist" }, password: "short1A" }, "password: Password must be at least 8 characters"],
    [{ customer: { email: "a@example.se", firstname: "Astrid", lastname: "Lindqvist" }, password: "alllowercase" }, "password: Password must use at least 3 of"],
    [{ customer: { email: "a@example.se", firstname: "Astrid", lastname: "Lindqvist" }, password: 12345678 }, "password: password is required"],
    ["{ not json", "the body must be JSON"],
  ])("refuses a registration %#: 400 naming the field, nothing stored", async (body, message) => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM customers").first<{ n: number }>();
    const answer = await call("POST", "/create", body, { "cf-connecting-ip": address() });
    expect(answer.status).toBe(400);
    expect(String(answer.body.result)).toContain(message);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM customers").first<{ n: number }>()).toEqual(before);
  });

  it.each([
    ["short1A", "passwordLength", "Password must be at least 8 characters"],
    ["alllowercase", "passwordClasses", "Password must use at least 3 of: lower case, upper case, digits, special characters"],
  ])("refuses a new password %j short of the policy with the refusal %s, after the field", async (password, code, english) => {
    const customer = { email: "a@example.se", firstname: "Astrid", lastname: "Lindqvist" };
    expect((await call("POST", "/create", { customer, password }, { "cf-connecting-ip": address() })).body).toEqual({ code: 400, result: `password: ${english}`, refusal: { code, params: {} } });
    const reset = { email: "a@example.se", resetToken: "0".repeat(64), newPassword: password };
    expect((await call("POST", "/create-password", reset, { "cf-connecting-ip": address() })).body).toEqual({ code: 400, result: `newPassword: ${english}`, refusal: { code, params: {} } });
  });

  it("answers a registration with a known e-mail, whatever its case, exactly as a new one, and mails the owner (docs/api.md)", async () => {
    const { email } = await register();
    const customer = (to: string) => ({ customer: { email: to, firstname: "Främling", lastname: "Okänd" }, password: "Annat-Lösen-77" });
    const known = await call("POST", "/create", customer(email.toUpperCase()), { "cf-connecting-ip": address() });
    const stranger = `ny-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const fresh = await call("POST", "/create", customer(stranger), { "cf-connecting-ip": address() });
    expect(known.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect({ ...(known.body.result as object), email: "E-MAIL" }).toEqual({ ...(fresh.body.result as object), email: "E-MAIL" });
    expect(known.body.result).toEqual({ group_id: 1, email: email.toUpperCase(), firstname: "Främling", lastname: "Okänd", customer_type: "private", company: null, taxvat: null, store_code: "se", addresses: [] });
    const mails = await env.DB.prepare("SELECT kind FROM mail_outbox WHERE lower(recipient) IN (lower(?1), ?2) ORDER BY id").bind(email, stranger).all<{ kind: string }>();
    expect(mails.results.map((m) => m.kind)).toEqual(["welcome", "registration-attempt", "welcome"]);
    // The stranger's password opens nothing; the owner's still does.
    expect((await login(email, "Annat-Lösen-77")).status).toBe(401);
    expect((await login(email)).status).toBe(200);
  });

  it("updates the profile; a new e-mail needs the password, another account's e-mail is refused", async () => {
    const { email } = await register();
    const other = await register();
    const token = String((await login(email)).body.result);
    const withoutPassword = await call("POST", `/me?token=${token}`, { customer: { email: `ny-${email}` } });
    expect(withoutPassword.body).toEqual({ code: 400, result: "currentPassword: the current password is required to change the e-mail", refusal: { code: "currentPasswordRequired", params: {} } });
    const wrongPassword = await call("POST", `/me?token=${token}`, { customer: { email: `ny-${email}` }, currentPassword: "Fel-lösen-1" });
    expect(wrongPassword.body).toEqual({ code: 400, result: "currentPassword: the current password is not right", refusal: { code: "wrongPassword", params: {} } });
    // The same e-mail in another case is no change.
    expect((await call("POST", `/me?token=${token}`, { customer: { email: email.toUpperCase(), firstname: "Ebba" } })).status).toBe(200);
    const renamed = await call("POST", `/me?token=${token}`, { customer: { firstname: "Ebba", email: `ny-${email}` }, currentPassword: PASSWORD });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toMatchObject({ firstname: "Ebba", lastname: "Lindqvist", email: `ny-${email}` });
    const taken = await call("POST", `/me?token=${token}`, { customer: { email: other.email.toUpperCase() }, currentPassword: PASSWORD });
    expect(taken.status).toBe(400);
    expect(taken.body.result).toBe("customer.email: A customer with the same email address already exists in an associated website.");
    expect((await call("POST", `/me?token=${token}`, { customer: {} })).body.result).toBe("customer: nothing to change: give email, firstname, lastname, telephone, customer_type, company, taxvat or addresses");
    expect((await call("POST", "/me?token=forged", { customer: { firstname: "Ebba" } })).status).toBe(401);
  });

  it("changes the password with the current one, ends the customer's other sessions and renews this one", async () => {
    const { email } = await register();
    const session = (await login(email)).body;
    const token = String(session.result);
    const change = (current: string, next: string) => call("POST", "/change-password", { currentPassword: current, newPassword: next }, { Authorization: `Bearer ${token}`, "cf-connecting-ip": address() });
    expect((await change("Wrong-password-1", "Ny-Trädgård-27")).body).toEqual({ code: 400, result: "currentPassword: the current password is not right", refusal: { code: "wrongPassword", params: {} } });
    expect((await change(PASSWORD, "short")).body).toEqual({ code: 400, result: "newPassword: Password must be at least 8 characters", refusal: { code: "passwordLength", params: {} } });
    const changed = (await change(PASSWORD, "Ny-Trädgård-27")).body as Answer & { meta: { token: string; refreshToken: string } };
    expect(changed).toMatchObject({ code: 200, result: "Password has successfully been changed" });
    // This session goes on with a new pair; every other one has ended.
    expect((await call("GET", `/me?token=${changed.meta.token}`)).status).toBe(200);
    expect((await call("POST", "/refresh", { refreshToken: changed.meta.refreshToken })).status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, "Ny-Trädgård-27")).status).toBe(200);
    expect((await call("POST", "/refresh", { refreshToken: session.meta!.refreshToken })).status).toBe(401);
  });
});

describe("/api/user: a forgotten password", () => {
  const outbox = async (to: string) =>
    (await env.DB.prepare("SELECT store_code, kind, subject, html, text FROM mail_outbox WHERE recipient = ?1 ORDER BY id DESC").bind(to).all<{ store_code: string; kind: string; subject: string; html: string; text: string }>()).results;
  const linkIn = (text: string) => new URL(/https?:\/\/\S+create-password\S+/.exec(text)![0]);

  it("mails a single-use link in the store's language that sets the password and signs in", async () => {
    const { email } = await register();
    const asked = await call("POST", "/reset-password", { email: email.toUpperCase() }, { "cf-connecting-ip": address() });
    expect(asked.body).toEqual({ code: 200, result: "If the e-mail belongs to an account, a link to choose a new password is on its way" });
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ store_code: "se", kind: "password-reset", subject: "Välj ett nytt lösenord – Nordic Garden & Home" });
    expect(mail!.html).toContain("Hej Astrid,");
    const link = linkIn(mail!.text);
    expect(link.origin + link.pathname).toBe("http://shop.test/create-password");
    const body = { email, resetToken: link.searchParams.get("token"), newPassword: "Ny-Trädgård-27" };
    const created = await call("POST", "/create-password", body, { "cf-connecting-ip": address() });
    expect(created.status).toBe(200);
    expect((await call("GET", `/me?token=${created.body.result}`)).status).toBe(200);
    expect((await login(email, "Ny-Trädgård-27")).status).toBe(200);
    // Twice: refused, and the password stays.
    const again = await call("POST", "/create-password", { ...body, newPassword: "Tredje-Lösen-3" }, { "cf-connecting-ip": address() });
    expect(again.status).toBe(400);
    expect(again.body.result).toMatch(/^resetToken: the link has been used/);
    expect((await login(email, "Tredje-Lösen-3")).status).toBe(401);
  });

  it("refuses a storeCode that is not a store, naming it", async () => {
    const answer = await call("POST", "/reset-password?storeCode=xx", { email: "astrid@example.se" }, { "cf-connecting-ip": address() });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toMatch(/^storeCode must be one of se, dk, no, fi/);
  });

  it("answers an unknown e-mail exactly like a known one and mails nothing", async () => {
    const stranger = `okand-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const answer = await call("POST", "/reset-password", { email: stranger }, { "cf-connecting-ip": address() });
    expect(answer.body).toEqual({ code: 200, result: "If the e-mail belongs to an account, a link to choose a new password is on its way" });
    expect(await outbox(stranger)).toEqual([]);
  });

  it("refuses an expired token, another customer's token and a malformed one", async () => {
    const one = await register();
    const other = await register();
    await call("POST", "/reset-password", { email: one.email }, { "cf-connecting-ip": address() });
    const token = linkIn((await outbox(one.email))[0]!.text).searchParams.get("token")!;
    const tryIt = (email: string, resetToken: string) => call("POST", "/create-password", { email, resetToken, newPassword: "Ny-Trädgård-27" }, { "cf-connecting-ip": address() });
    expect((await tryIt(other.email, token)).status).toBe(400);
    expect((await tryIt(one.email, "x")).body.result).toBe("resetToken: resetToken is not a reset token");
    await env.DB.prepare("UPDATE customer_password_resets SET expires_at = 1").run();
    expect((await tryIt(one.email, token)).status).toBe(400);
    expect((await login(one.email)).status).toBe(200);
  });
});

describe("/create-password: where the reset mail leads, without JavaScript", () => {
  it("sets the password from the mailed link through a plain form, and explains a mismatch", async () => {
    const { email } = await register();
    await call("POST", "/reset-password", { email }, { "cf-connecting-ip": address() });
    const mail = (await env.DB.prepare("SELECT text FROM mail_outbox WHERE recipient = ?1 ORDER BY id DESC").bind(email).first<{ text: string }>())!;
    const link = new URL(/https?:\/\/\S+create-password\S+/.exec(mail.text)![0]);
    const page = await SELF.fetch(`${ORIGIN}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Välj ett nytt lösenord");
    expect(html).toContain(`value="${link.searchParams.get("token")}"`);
    const post = (password: string, confirmation: string) =>
      SELF.fetch(`${ORIGIN}${link.pathname}${link.search}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: link.searchParams.get("token")!, email, password, passwordConfirmation: confirmation }),
      });
    const mismatch = await post("Ny-Trädgård-27", "Ny-Trädgård-28");
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Lösenorden måste vara identiska");
    const saved = await post("Ny-Trädgård-27", "Ny-Trädgård-27");
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Ditt nya lösenord är sparat och du är inloggad");
    // SPEC §4: signed in after creating the password.
    const session = saved.headers.getSetCookie().find((c) => c.startsWith("customer_session="))!;
    expect(session).toMatch(/HttpOnly/);
    const account = await SELF.fetch(`${ORIGIN}/my-account`, { headers: { Cookie: session.split(";")[0]! } });
    expect(await account.text()).toContain(email);
    expect((await login(email, "Ny-Trädgård-27")).status).toBe(200);
    expect(await (await post("Tredje-Lösen-3", "Tredje-Lösen-3")).text()).toContain("Länken har redan använts eller gått ut");
  });

  it("says so when the link is incomplete", async () => {
    expect(await (await SELF.fetch(`${ORIGIN}/dk/create-password?token=abc`)).text()).toContain("Linket er ufuldstændigt");
  });
});

describe("GET /ops/mail", () => {
  it("lists the outbox behind the ops token", async () => {
    expect((await SELF.fetch(`${ORIGIN}/ops/mail`)).status).toBe(401);
    const response = await SELF.fetch(`${ORIGIN}/ops/mail?limit=5`, { headers: { Authorization: "Bearer test-purge-token" } });
    expect(response.status).toBe(200);
    const { mails } = await response.json<{ mails: { kind: string }[] }>();
    expect(mails.length).toBeLessThanOrEqual(5);
    expect((await SELF.fetch(`${ORIGIN}/ops/mail?limit=0`, { headers: { Authorization: "Bearer test-purge-token" } })).status).toBe(400);
  });
});
