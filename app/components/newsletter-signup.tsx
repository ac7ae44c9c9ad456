import { useEffect, type ComponentProps } from "react";
import { Form, useFetcher } from "react-router";
import type { NewsletterActionData } from "../routes/newsletter.server.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { useUiStore } from "../state/ui.ts";
import { storePath } from "#core/stores.ts";

/** The sign-up fields; posted by a fetcher in the footer, by a plain form on /newsletter. */
export function NewsletterFields({ FormComponent, answer, busy, idPrefix }: { FormComponent: typeof Form | ReturnType<typeof useFetcher>["Form"]; answer?: NewsletterActionData; busy: boolean; idPrefix: string }) {
  const t = useT();
  const store = useStoreView();
  const props: ComponentProps<typeof Form> = { method: "post", action: storePath(store, "/newsletter"), className: "newsletter-form", noValidate: true };
  return (
    <FormComponent {...props}>
      <label htmlFor={`${idPrefix}-email`}>{t("newsletter.email")}</label>
      <div className="newsletter-form__row">
        <input id={`${idPrefix}-email`} name="email" type="email" autoComplete="email" required defaultValue={answer?.email} aria-invalid={answer?.error ? true : undefined} aria-describedby={answer?.error ? `${idPrefix}-error` : undefined} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("newsletter.submit")}
        </button>
      </div>
      {answer?.error && (
        <span id={`${idPrefix}-error`} className="field__error" role="alert">
          {answer.error}
        </span>
      )}
    </FormComponent>
  );
}

/** The footer's sign-up: a thank-you in the newsletter modal once the address is in. */
export function NewsletterSignup() {
  const t = useT();
  const fetcher = useFetcher<NewsletterActionData>();
  const openModal = useUiStore((s) => s.openModal);
  const subscribed = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data.email : null;
  useEffect(() => {
    if (subscribed) openModal("newsletter", { email: subscribed });
  }, [subscribed, openModal]);
  return (
    <div className="footer__newsletter">
      <p>{t("footer.newsletter")}</p>
      <NewsletterFields FormComponent={fetcher.Form} answer={fetcher.data?.ok ? undefined : fetcher.data} busy={fetcher.state !== "idle"} idPrefix="footer-newsletter" />
    </div>
  );
}
