import { Link, type Form, type useFetcher } from "react-router";
import type { AuthActionData } from "../../account/auth-form.ts";
import { useStoreView, useT } from "../../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";
import { CAPTCHA_FIELD } from "#core/reviews/captcha-widget.ts";
import { CaptchaWidget } from "../captcha-widget.tsx";
import { FormField } from "../form-field.tsx";
import { CustomerTypeChoice } from "./customer-type.tsx";

/** React Router's <Form> on a page, a fetcher's <Form> in the dialog: the same fields either way. */
type FormComponent = typeof Form | ReturnType<typeof useFetcher>["Form"];

interface AuthFormProps {
  Form: FormComponent;
  answer: AuthActionData | undefined;
  busy: boolean;
  /** In the dialog: answer with data instead of redirecting, so the page stays. */
  stay?: boolean;
  redirectTo?: string;
  /** Links to the other forms: pages by default; the dialog switches its own view. */
  onSwitch?: (view: AuthView) => void;
  idPrefix: string;
}

/**
 * A page's sign-in starts the whole page again with the new session (user, cart and lists
 * stores included); the dialog's fetcher tells the stores itself.
 */
const pageSubmit = (stay: boolean | undefined) => (stay ? {} : { reloadDocument: true });

export type AuthView = "login" | "register" | "reset";

const ACTIONS: Record<AuthView, string> = { login: "/my-account/login", register: "/my-account/register", reset: "/my-account/reset-password" };

function SwitchLink({ view, label, onSwitch }: { view: AuthView; label: string; onSwitch?: (view: AuthView) => void }) {
  const store = useStoreView();
  return (
    <Link
      to={storePath(store, ACTIONS[view])}
      onClick={(event) => {
        if (!onSwitch) return;
        event.preventDefault();
        onSwitch(view);
      }}
    >
      {label}
    </Link>
  );
}

function FormAlert({ answer }: { answer: AuthActionData | undefined }) {
  if (answer?.formError) {
    return (
      <p role="alert" className="form-alert form-alert--error">
        {answer.formError}
      </p>
    );
  }
  if (answer?.notice) {
    return (
      <p role="status" className="form-alert">
        {answer.notice}
      </p>
    );
  }
  return null;
}

function Hidden({ stay, redirectTo }: { stay?: boolean; redirectTo?: string }) {
  return (
    <>
      {stay && <input type="hidden" name="stay" value="1" />}
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
    </>
  );
}

/**
 * The challenge a sign-in asks for after many failures for the account: the captcha's widget, or without
 * a captcha provider the local check's plain confirmation (worker/security/captcha.ts accepts it).
 */
function SignInChallenge({ siteKey, answer, idPrefix }: { siteKey: string | null; answer: AuthActionData; idPrefix: string }) {
  const t = useT();
  if (siteKey) return <CaptchaWidget siteKey={siteKey} refused={answer} className="auth-form__challenge" />;
  return (
    <p className="auth-form__challenge">
      <input id={`${idPrefix}-challenge`} type="checkbox" name={CAPTCHA_FIELD} value="confirmed" required />{" "}
      <label htmlFor={`${idPrefix}-challenge`}>{t("account.errors.challengeConfirm")}</label>
    </p>
  );
}

export function LoginForm({ Form, answer, busy, stay, redirectTo, onSwitch, idPrefix }: AuthFormProps) {
  const t = useT();
  const store = useStoreView();
  const errors = answer?.errors ?? {};
  return (
    <Form method="post" action={storePath(store, ACTIONS.login)} className="auth-form" noValidate {...pageSubmit(stay)}>
      <FormAlert answer={answer} />
      <Hidden stay={stay} redirectTo={redirectTo} />
      <FormField id={`${idPrefix}-email`} name="email" label={t("account.login.email")} type="email" autoComplete="username" defaultValue={answer?.values?.email} error={errors.email} />
      <FormField id={`${idPrefix}-password`} name="password" label={t("account.login.password")} type="password" autoComplete="current-password" error={errors.password} />
      {answer?.challenge && <SignInChallenge siteKey={answer.challenge.siteKey} answer={answer} idPrefix={idPrefix} />}
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {t("account.login.submit")}
      </button>
      <p className="auth-form__links">
        <SwitchLink view="reset" label={t("account.login.forgot")} onSwitch={onSwitch} />
      </p>
      <p className="auth-form__links">
        {t("account.login.noAccount")} <SwitchLink view="register" label={t("account.login.register")} onSwitch={onSwitch} />
      </p>
    </Form>
  );
}

export function RegisterForm({ Form, answer, busy, stay, redirectTo, onSwitch, idPrefix }: AuthFormProps) {
  const t = useT();
  const store = useStoreView();
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  const id = (name: string) => `${idPrefix}-${name}`;
  if (answer?.ok) {
    return (
      <div className="auth-form">
        <FormAlert answer={answer} />
        <p className="auth-form__links">
          <SwitchLink view="login" label={t("account.login.submit")} onSwitch={onSwitch} />
        </p>
      </div>
    );
  }
  return (
    <Form method="post" action={storePath(store, ACTIONS.register)} className="auth-form" noValidate {...pageSubmit(stay)}>
      <p>{t("account.register.intro")}</p>
      <FormAlert answer={answer} />
      <Hidden stay={stay} redirectTo={redirectTo} />
      <CustomerTypeChoice business={values.customerType === "business"} />
      <div className="auth-form__pair">
        <FormField id={id("firstname")} name="firstname" label={t("account.register.firstname")} autoComplete="given-name" defaultValue={values.firstname} error={errors.firstname} />
        <FormField id={id("lastname")} name="lastname" label={t("account.register.lastname")} autoComplete="family-name" defaultValue={values.lastname} error={errors.lastname} />
      </div>
      <div className="auth-form__business">
        <FormField id={id("company")} name="company" label={t("account.register.company")} autoComplete="organization" required={false} defaultValue={values.company} error={errors.company} />
        <FormField id={id("taxId")} name="taxId" label={t("account.register.taxId")} required={false} defaultValue={values.taxId} error={errors.taxId} />
      </div>
      <FormField id={id("email")} name="email" label={t("account.login.email")} type="email" autoComplete="email" defaultValue={values.email} error={errors.email} />
      <FormField id={id("password")} name="password" label={t("account.login.password")} type="password" autoComplete="new-password" minLength={8} error={errors.password} />
      <FormField id={id("passwordConfirmation")} name="passwordConfirmation" label={t("account.register.passwordConfirmation")} type="password" autoComplete="new-password" error={errors.passwordConfirmation} />
      <p className="field__hint">{t("createPassword.policy")}</p>
      <label className="checkbox">
        <input type="checkbox" name="newsletter" value="1" defaultChecked={values.newsletter === "1"} /> {t("account.register.newsletter")}
      </label>
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {t("account.register.submit")}
      </button>
      <p className="auth-form__links">
        {t("account.register.haveAccount")} <SwitchLink view="login" label={t("account.login.submit")} onSwitch={onSwitch} />
      </p>
    </Form>
  );
}

export function ResetForm({ Form, answer, busy, stay, onSwitch, idPrefix }: AuthFormProps) {
  const t = useT();
  const store = useStoreView();
  return (
    <Form method="post" action={storePath(store, ACTIONS.reset)} className="auth-form" noValidate>
      <p>{t("account.reset.intro")}</p>
      <FormAlert answer={answer} />
      <Hidden stay={stay} />
      <FormField id={`${idPrefix}-email`} name="email" label={t("account.login.email")} type="email" autoComplete="email" defaultValue={answer?.values?.email} error={answer?.errors.email} />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {t("account.reset.submit")}
      </button>
      <p className="auth-form__links">
        <SwitchLink view="login" label={t("account.reset.back")} onSwitch={onSwitch} />
      </p>
    </Form>
  );
}
