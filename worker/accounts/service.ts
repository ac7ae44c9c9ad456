import type { AccountService } from "#core/account/account-service.ts";
import { STORE_VIEWS, storePath, type StoreView } from "#core/stores.ts";
import { NEWSLETTER_COUPON_PERCENT } from "../commerce/shop/newsletter-coupon.ts";
import type { Commerce } from "#core/port/index.ts";
import { createMailer } from "../mail/mailer.ts";
import { newsletterCouponMail, passwordResetMail, welcomeMail } from "../mail/templates.ts";
import { throttle } from "../security/throttle.ts";
import type { Config } from "../config.ts";

export interface AccountRequest {
  env: Pick<Env, "DB">;
  mail: Config["mail"];
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
export function createAccountService({ env, mail, commerce, store, origin, client, defer }: AccountRequest): AccountService {
  const customers = commerce.customers;
  const mailer = createMailer(env.DB, mail, defer);
  const home = origin + storePath(store, "/");
  /** A mail that fails to go out is logged: the account change it reports has happened. */
  const sendQuietly = async (mail: Parameters<typeof mailer.send>[0], what: string) => mailer.send(mail).catch((error: unknown) => console.error(`${what} mail failed`, error));

  return {
    async register(input) {
      const wait = await throttle(env.DB, { client });
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
      if (!created) return { ok: false, reason: "email-taken" };
      await sendQuietly(await welcomeMail(store, input, home), "welcome");
      const session = await customers.login(input.email, input.password);
      return session ? { ok: true, session } : { ok: false, reason: "email-taken" };
    },

    async login(email, password) {
      const wait = await throttle(env.DB, { email: `login:${email.toLowerCase()}`, client });
      if (wait) return throttled(wait);
      const session = await customers.login(email, password);
      return session ? { ok: true, session } : { ok: false, reason: "failed" };
    },

    async requestPasswordReset(email, asked = store.storeCode) {
      const wait = await throttle(env.DB, { email: `reset:${email.toLowerCase()}`, client });
      if (wait) return throttled(wait);
      const reset = await customers.requestPasswordReset(email, asked);
      if (reset) {
        // The customer's own store: the link and the mail's language are theirs.
        const theirs = STORE_VIEWS[reset.customer.store];
        const link = `${origin}${storePath(theirs, "/create-password")}?${new URLSearchParams({ token: reset.token, email: reset.customer.email })}`;
        await mailer.send(await passwordResetMail(theirs, reset.customer, link));
      }
      return { ok: true };
    },

    async resetPassword(email, resetToken, newPassword) {
      const wait = await throttle(env.DB, { email: `new-password:${email.toLowerCase()}`, client });
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
      const wait = await throttle(env.DB, { email: `newsletter:${email.toLowerCase()}`, client });
      if (wait) return throttled(wait);
      const subscribed = await commerce.newsletter.subscribe(email, store.storeCode);
      if (subscribed.outcome === "subscribed") {
        await sendQuietly(await newsletterCouponMail(store, email, { code: subscribed.coupon, percent: NEWSLETTER_COUPON_PERCENT }, home), "newsletter coupon");
      }
      return { ok: true };
    },
  };
}
