import type { AccountService, NewsletterProof } from "#core/account/account-service.ts";
import { STORE_VIEWS, storePath, type StoreView } from "#core/stores.ts";
import { NEWSLETTER_COUPON_PERCENT } from "../commerce/shop/newsletter-coupon.ts";
import type { Commerce } from "#core/port/index.ts";
import { createMailer } from "../mail/mailer.ts";
import { newsletterCouponMail, passwordResetMail, registrationAttemptMail, welcomeMail } from "../mail/templates.ts";
import { signInGate, type ChallengeState } from "#core/domain/sign-in-gate.ts";
import { captchaOf } from "../security/captcha.ts";
import { LOCAL_CLIENT } from "../security/client-address.ts";
import { clientGate, type GatedAction } from "../security/client-gate.ts";
import { newsletterSignature, newsletterSignatureValid } from "../security/newsletter-link.ts";
import { signInFailures } from "../security/sign-in-failures.ts";
import { throttle } from "../security/throttle.ts";
import { backInStockService } from "../back-in-stock/service.ts";
import type { Config } from "../config.ts";

export interface AccountRequest {
  env: Pick<Env, "DB" | "CLIENT_GATE">;
  mail: Config["mail"];
  captcha: Config["captcha"];
  /** Signs the newsletter's unsubscribe links; null: none are mailed, and only signed-in owners unsubscribe. */
  newsletterLinkSecret: string | null;
  commerce: Commerce;
  store: StoreView;
  /** The shop's public origin: links in mails. */
  origin: string;
  /** The client address the throttle counts. */
  client: string;
  /** The request's waitUntil: mail delivery runs after the answer. */
  defer?: (task: Promise<unknown>) => void;
}

const throttled = (retryAfter: number) => ({ ok: false as const, reason: "throttled" as const, retryAfter });

/** The account service of one request (app/account/account-service.ts). */
export function createAccountService({ env, mail, captcha, newsletterLinkSecret, commerce, store, origin, client, defer }: AccountRequest): AccountService {
  const customers = commerce.customers;
  const mailer = createMailer(env.DB, mail, defer);
  const home = origin + storePath(store, "/");
  /** A mail that fails to go out is logged: the account change it reports has happened. */
  const sendQuietly = async (mail: Parameters<typeof mailer.send>[0], what: string) => mailer.send(mail).catch((error: unknown) => console.error(`${what} mail failed`, error));

  const failures = signInFailures(env.DB);
  /** The rate-limiting binding first, then the D1 counters of `keys`: the seconds to wait, or null. */
  const gated = async (action: GatedAction, keys: Parameters<typeof throttle>[1]) => (await clientGate(env.CLIENT_GATE, action, client)) ?? (await throttle(env.DB, keys));
  /** The captcha's verdict on a sign-in's challenge token: none sent is "absent", never a call. */
  const challengeState = async (token: string | null | undefined): Promise<ChallengeState> => {
    if (!token) return "absent";
    return (await captchaOf(captcha).verify(token, client === LOCAL_CLIENT ? null : client)) === "passed" ? "passed" : "failed";
  };

  /** The signed link a newsletter mail carries to unsubscribe its address (null: no secret to sign with). */
  const unsubscribeLink = async (email: string) =>
    newsletterLinkSecret &&
    `${origin}${storePath(store, "/my-account/unsubscribe")}?${new URLSearchParams({ email, signature: await newsletterSignature(newsletterLinkSecret, "unsubscribe", store.storeCode, email) })}`;
  /** A signed link of this store for the address, or the access token of the account that has it. */
  const proven = async (email: string, proof: NewsletterProof) => {
    if (proof.signature && newsletterLinkSecret && (await newsletterSignatureValid(newsletterLinkSecret, "unsubscribe", store.storeCode, email, proof.signature))) return true;
    if (!proof.token) return false;
    const owner = await customers.me(proof.token);
    return owner !== null && owner.email.trim().toLowerCase() === email.trim().toLowerCase();
  };

  return {
    ...backInStockService({ env, catalog: commerce.catalog, mailer, linkSecret: newsletterLinkSecret, store, origin, client }),
    captchaSiteKey: captcha?.siteKey ?? null,

    async register(input) {
      const wait = await gated("register", { client });
      if (wait) return throttled(wait);
      const created = await customers.create({
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        store: store.storeCode,
        password: { plain: input.password },
        type: input.type,
        company: input.company,
        taxId: input.taxId,
      });
      // Both paths hash the password (createCustomer) and queue one mail: their answers and timings match.
      if (created) await sendQuietly(await welcomeMail(store, input, home), "welcome");
      else await sendQuietly(await registrationAttemptMail(store, input.email, origin + storePath(store, "/my-account/login"), origin + storePath(store, "/my-account/reset-password")), "registration attempt");
      return { ok: true };
    },

    async login(email, password, challenge) {
      const wait = await clientGate(env.CLIENT_GATE, "sign-in", client);
      if (wait) return throttled(wait);
      const account = email.trim().toLowerCase();
      const now = Math.floor(Date.now() / 1000);
      const counts = await failures.counts(account, client, now);
      let gate = signInGate(counts, now, "absent");
      // The captcha is asked only when the counts call for it: a sign-in without trouble costs no siteverify call.
      const state = gate.verdict === "allow" ? "absent" : await challengeState(challenge);
      if (state !== "absent") gate = signInGate(counts, now, state);
      if (gate.verdict === "wait") return throttled(gate.retryAfter);
      if (gate.verdict === "challenge") return { ok: false, reason: "challenge", failed: state === "failed" };
      const session = await customers.login(email, password);
      if (!session) {
        await failures.failed(account, client, now);
        return { ok: false, reason: "failed" };
      }
      await failures.succeeded(account, client);
      return { ok: true, session };
    },

    async requestPasswordReset(email, asked = store.storeCode) {
      const wait = await gated("reset", { client });
      if (wait) return throttled(wait);
      // Mails to one address are capped per client, never refused: nobody else's requests (nor sign-in
      // failures) keep the owner's link from coming, and the answer is the same either way.
      const mailCapped = (await throttle(env.DB, { email: `reset:${email.toLowerCase()}:${client}` })) !== null;
      const reset = mailCapped ? null : await customers.requestPasswordReset(email, asked);
      if (reset) {
        // The customer's own store: the link and the mail's language are theirs.
        const theirs = STORE_VIEWS[reset.customer.store];
        const link = `${origin}${storePath(theirs, "/create-password")}?${new URLSearchParams({ token: reset.token, email: reset.customer.email })}`;
        await mailer.send(await passwordResetMail(theirs, reset.customer, link));
      }
      return { ok: true };
    },

    async resetPassword(email, resetToken, newPassword) {
      // Per client: a reset token cannot be guessed, and another client's tries never block the owner's link.
      const wait = await gated("reset", { client });
      if (wait) return throttled(wait);
      const session = await customers.resetPassword(email, resetToken, newPassword);
      return session ? { ok: true, session } : { ok: false, reason: "unusable" };
    },

    async changePassword(token, currentPassword, newPassword) {
      const wait = await throttle(env.DB, { client });
      if (wait) return throttled(wait);
      const outcome = await customers.changePassword(token, currentPassword, newPassword);
      return typeof outcome === "string" ? { ok: false, reason: outcome } : { ok: true, session: outcome.changed };
    },

    async confirmPassword(token, password) {
      const wait = await throttle(env.DB, { client });
      if (wait) return throttled(wait);
      return (await customers.checkPassword(token, password)) ? { ok: true } : { ok: false, reason: "wrong-password" };
    },

    async subscribe(email) {
      const wait = await gated("newsletter", { email: `newsletter:${email.toLowerCase()}:${client}`, client });
      if (wait) return throttled(wait);
      const subscribed = await commerce.newsletter.subscribe(email, store.storeCode);
      if (subscribed.outcome === "subscribed") {
        await sendQuietly(await newsletterCouponMail(store, email, { code: subscribed.coupon, percent: NEWSLETTER_COUPON_PERCENT }, home, await unsubscribeLink(email)), "newsletter coupon");
      }
      return { ok: true };
    },

    async unsubscribe(email, proof) {
      const wait = await clientGate(env.CLIENT_GATE, "newsletter", client);
      if (wait) return throttled(wait);
      if (!(await proven(email, proof))) return { ok: false, reason: "unproven" };
      await commerce.newsletter.unsubscribe(email);
      return { ok: true };
    },

    async subscriptionStatus(email, proof) {
      const wait = await clientGate(env.CLIENT_GATE, "newsletter", client);
      if (wait) return throttled(wait);
      if (!(await proven(email, proof))) return { ok: false, reason: "unproven" };
      return { ok: true, subscribed: await commerce.newsletter.isSubscribed(email) };
    },
  };
}
