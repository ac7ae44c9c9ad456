import { useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/account-overview";
import type { OverviewActionData } from "./account-overview.server.ts";
import { CustomerTypeChoice } from "../components/account/customer-type.tsx";
import { FormField } from "../components/form-field.tsx";
import { useT } from "../i18n/use-shell.ts";

export { action, loader } from "./account-overview.server.ts";

function Outcome({ answer, form }: { answer: OverviewActionData | undefined; form: OverviewActionData["form"] }) {
  if (answer?.form !== form || !answer.message) return null;
  return (
    <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "form-alert form-alert--ok" : "form-alert form-alert--error"}>
      {answer.message}
    </p>
  );
}

/** Account details: personal data, password and newsletter consent (SPEC §2 "My account"). */
export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<OverviewActionData>();
  const navigation = useNavigation();
  const passwordForm = useRef<HTMLFormElement>(null);
  const [offline, setOffline] = useState(false);
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errors = (form: OverviewActionData["form"]) => (answer?.form === form ? answer.errors : {});
  // A changed password is not left in the form.
  useEffect(() => {
    if (answer?.form === "password" && answer.ok) passwordForm.current?.reset();
  }, [answer]);
  if (!loaderData) return null;
  const { profile, subscribed } = loaderData;

  return (
    <div className="account__sections">
      <section className="account__card" aria-labelledby="profile-title">
        <h2 id="profile-title">{t("account.profile.title")}</h2>
        <Form method="post" className="account__form" noValidate>
          <input type="hidden" name="intent" value="profile" />
          <Outcome answer={answer} form="profile" />
          <CustomerTypeChoice business={profile.type === "business"} />
          <div className="auth-form__pair">
            <FormField id="profile-firstname" name="firstname" label={t("account.register.firstname")} autoComplete="given-name" defaultValue={profile.firstname} error={errors("profile").firstname} />
            <FormField id="profile-lastname" name="lastname" label={t("account.register.lastname")} autoComplete="family-name" defaultValue={profile.lastname} error={errors("profile").lastname} />
          </div>
          <FormField id="profile-email" name="email" label={t("account.login.email")} type="email" autoComplete="email" defaultValue={profile.email} error={errors("profile").email} />
          <FormField id="profile-currentPassword" name="currentPassword" label={t("account.profile.passwordForEmail")} type="password" autoComplete="current-password" required={false} error={errors("profile").currentPassword} />
          <FormField id="profile-phone" name="phone" label={t("account.profile.phone")} type="tel" autoComplete="tel" required={false} defaultValue={profile.phone} error={errors("profile").phone} />
          {/* Shown by CSS while "business" is chosen, so this works without JavaScript too. */}
          <div className="account__business">
            <FormField id="profile-company" name="company" label={t("account.register.company")} autoComplete="organization" required={false} defaultValue={profile.company} error={errors("profile").company} />
            <FormField id="profile-taxId" name="taxId" label={t("account.register.taxId")} required={false} defaultValue={profile.taxId} error={errors("profile").taxId} />
          </div>
          <button type="submit" className="button button--primary" disabled={busy("profile")}>
            {t("account.profile.submit")}
          </button>
        </Form>
      </section>

      <section className="account__card" aria-labelledby="password-title">
        <h2 id="password-title">{t("account.password.title")}</h2>
        <Form
          method="post"
          className="account__form"
          noValidate
          ref={passwordForm}
          onSubmit={(event) => {
            // SPEC §5: no password change while offline, said before anything is sent.
            setOffline(!navigator.onLine);
            if (!navigator.onLine) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="password" />
          <Outcome answer={answer} form="password" />
          {offline && (
            <p role="alert" className="form-alert form-alert--error">
              {t("account.reset.offline")}
            </p>
          )}
          <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
          <FormField id="password-current" name="currentPassword" label={t("account.password.current")} type="password" autoComplete="current-password" error={errors("password").currentPassword} />
          <FormField id="password-new" name="newPassword" label={t("account.password.new")} type="password" autoComplete="new-password" minLength={8} error={errors("password").newPassword} />
          <FormField id="password-confirm" name="passwordConfirmation" label={t("account.password.confirm")} type="password" autoComplete="new-password" error={errors("password").passwordConfirmation} />
          <p className="field__hint">{t("createPassword.policy")}</p>
          <button type="submit" className="button button--primary" disabled={busy("password")}>
            {t("account.password.submit")}
          </button>
        </Form>
      </section>

      <section className="account__card" aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">{t("account.newsletter.title")}</h2>
        <Form method="post" className="account__form">
          <input type="hidden" name="intent" value="newsletter" />
          <Outcome answer={answer} form="newsletter" />
          <p>{subscribed ? t("account.newsletter.subscribed") : t("account.newsletter.notSubscribed")}</p>
          <input type="hidden" name="subscribe" value={subscribed ? "0" : "1"} />
          <button type="submit" className="button" disabled={busy("newsletter")}>
            {subscribed ? t("account.newsletter.unsubscribe") : t("account.newsletter.subscribe")}
          </button>
        </Form>
      </section>
    </div>
  );
}
