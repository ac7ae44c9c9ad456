/**
 * The captcha check of forms anyone can post (reviews): a port with two adapters (SPEC §1 "a captcha
 * service"). With CAPTCHA_SECRET (and its site key) set, the token is verified at CAPTCHA_VERIFY_URL, a siteverify
 * endpoint (Cloudflare Turnstile's by default: form fields secret, response, remoteip; answer
 * {success}). Without it the local adapter accepts every form, except the token "fail", which lets
 * tests and drills see the refusal.
 */
import type { Config } from "../config.ts";

export type CaptchaVerdict = "passed" | "failed" | "unavailable";

export interface CaptchaPort {
  verify(token: string | null, clientAddress: string | null): Promise<CaptchaVerdict>;
}

export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

const VERIFY_TIMEOUT_MS = 5_000;

/** The local adapter: a shop without a captcha provider accepts reviews (they are moderated anyway). */
export const localCaptcha: CaptchaPort = {
  verify: async (token) => (token === "fail" ? "failed" : "passed"),
};

export function siteverifyCaptcha(secret: string, url: string = TURNSTILE_VERIFY_URL, fetcher: typeof fetch = fetch): CaptchaPort {
  return {
    async verify(token, clientAddress) {
      if (!token) return "failed";
      const form = new URLSearchParams({ secret, response: token });
      if (clientAddress) form.set("remoteip", clientAddress);
      try {
        const response = await fetcher(url, { method: "POST", body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
        if (!response.ok) return "unavailable";
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true ? "passed" : "failed";
      } catch {
        return "unavailable";
      }
    },
  };
}

/** The configured captcha's check, or the local one when none is configured. */
export function captchaOf(captcha: Config["captcha"]): CaptchaPort {
  return captcha ? siteverifyCaptcha(captcha.secret, captcha.verifyUrl ?? TURNSTILE_VERIFY_URL) : localCaptcha;
}
