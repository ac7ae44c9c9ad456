import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/**
 * Issue 38 item 1: failed sign-ins cost the attacker, never the owner. One client guessing waits longer
 * after each failure; many clients guessing one account make every sign-in to it ask for a challenge,
 * which the owner passes; a password reset is never blocked by any of it.
 */
const ORIGIN = "http://shop.test";
const PASSWORD = "Trädgård-2026";
const WRONG = "Fel-lösenord-9";

let client = 0;
/** A new client address for every caller a test plays. */
const address = () => {
  client++;
  return `198.51.${100 + Math.floor(client / 250)}.${(client % 250) + 1}`;
};

interface Answer {
  code: number;
  result: unknown;
  refusal?: { code: string };
}

async function call(path: string, body: unknown, ip: string) {
  const response = await SELF.fetch(`${ORIGIN}/api/user${path}`, { method: "POST", headers: { "Content-Type": "application/json", "cf-connecting-ip": ip }, body: JSON.stringify(body) });
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), body: await response.json<Answer>() };
}

async function customer() {
  const email = `agare-${crypto.randomUUID().slice(0, 8)}@example.se`;
  const created = await call("/create", { customer: { email, firstname: "Astrid", lastname: "Lindqvist" }, password: PASSWORD }, address());
  expect(created.status).toBe(200);
  return email;
}

const login = (email: string, password: string, ip: string, challenge?: string) => call("/login", { username: email, password, ...(challenge === undefined ? {} : { challenge }) }, ip);

describe("/api/user/login: throttles that slow the attacker", () => {
  it("makes one client guessing one account wait longer after each failure, while the owner signs in from elsewhere", async () => {
    const email = await customer();
    const attacker = address();
    const statuses: number[] = [];
    let waited: string | null = null;
    for (let i = 0; i < 8 && waited === null; i++) {
      const answer = await login(email, WRONG, attacker);
      statuses.push(answer.status);
      if (answer.status === 429) waited = answer.retryAfter;
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(waited)).toBeGreaterThanOrEqual(1);
    expect(Number(waited)).toBeLessThanOrEqual(8);
    // Even its correct password waits: the pair is slowed, not the account.
    const owner = await login(email, PASSWORD, address());
    expect(owner.status).toBe(200);
  });

  it("asks every client for a challenge after failures from many clients; the owner passes it and gets in", async () => {
    const email = await customer();
    for (let i = 0; i < 10; i++) expect((await login(email, WRONG, address())).status).toBe(401);
    const owner = address();
    const asked = await login(email, PASSWORD, owner);
    expect(asked.status).toBe(401);
    expect(asked.body.refusal?.code).toBe("challengeRequired");
    expect(asked.body.result).toMatch(/send the captcha's token as challenge/);
    // The local captcha refuses the token "fail" (worker/security/captcha.ts).
    expect((await login(email, PASSWORD, owner, "fail")).body.refusal?.code).toBe("challengeFailed");
    // An attacker who solves the captcha still needs the password, and each try costs a solved captcha.
    expect((await login(email, WRONG, address(), "solved")).body.refusal?.code).toBe("signInFailed");
    const signedIn = await login(email, PASSWORD, owner, "solved");
    expect(signedIn.status).toBe(200);
    expect(typeof signedIn.body.result).toBe("string");
  });

  it("refuses a client failing for many accounts (429 with Retry-After) and nobody else", async () => {
    const email = await customer();
    const guesser = address();
    for (let i = 0; i < 30; i++) expect((await login(`gissning-${i}@example.se`, WRONG, guesser)).status).toBe(401);
    const refused = await login(`gissning-30@example.se`, WRONG, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(800);
    expect(refused.body.result).toMatch(/^Too many attempts: try again in \d+ minutes?$/);
    expect((await login(email, PASSWORD, address())).status).toBe(200);
  });

  it("never blocks a password reset: the owner's link comes however the account was attacked", async () => {
    const email = await customer();
    const attacker = address();
    for (let i = 0; i < 10; i++) await login(email, WRONG, address());
    for (let i = 0; i < 8; i++) expect((await call("/reset-password", { email }, attacker)).status).toBe(200);
    const mails = () => env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ?1 AND kind = 'password-reset'").bind(email).first<{ n: number }>();
    const before = (await mails())!.n;
    expect((await call("/reset-password", { email }, address())).status).toBe(200);
    expect((await mails())!.n).toBe(before + 1);
  });

  it("lets the rate-limiting binding turn away a flood from one client before any D1 count (60 a minute)", async () => {
    const email = await customer();
    const flooder = address();
    // The binding's windows are whole minutes of the clock: a flood that straddles a minute's end gets
    // up to 60 more before the refusal, never fewer than 60 in all.
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof login>> | null = null;
    while (refused === null && statuses.length < 121) {
      const answer = await login(email, PASSWORD, flooder);
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    expect(refused?.retryAfter).toBe("60");
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.length).toBeGreaterThanOrEqual(61);
    expect((await login(email, PASSWORD, address())).status).toBe(200);
  });
});

describe("/my-account/login: the page asks for the challenge in the store's language", () => {
  const post = (path: string, fields: Record<string, string>, ip: string) =>
    SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip }, body: new URLSearchParams(fields), redirect: "manual" });

  it("shows the confirmation after failures from many clients, and signs the owner in with it", async () => {
    const email = await customer();
    for (let i = 0; i < 10; i++) await login(email, WRONG, address());
    const owner = address();
    const asked = await post("/my-account/login", { email, password: PASSWORD }, owner);
    expect(asked.status).toBe(401);
    const html = await asked.text();
    expect(html).toContain("Bekräfta att du är en person");
    expect(html).toMatch(/<input[^>]+type="checkbox"[^>]+name="cf-turnstile-response"/);
    const signedIn = await post("/my-account/login", { email, password: PASSWORD, "cf-turnstile-response": "confirmed" }, owner);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.getSetCookie().some((cookie) => cookie.startsWith("customer_session="))).toBe(true);
  });

  it("answers a waiting client 429 with Retry-After and the store's words", async () => {
    const guesser = address();
    for (let i = 0; i < 30; i++) await login(`sida-${i}@example.se`, WRONG, guesser);
    const refused = await post("/dk/my-account/login", { email: "sida-31@example.se", password: WRONG }, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("For mange forsøg");
  });
});
