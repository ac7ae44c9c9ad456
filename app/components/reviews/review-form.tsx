import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { ReviewFieldError, ReviewFormField } from "../../domain/reviews.ts";
import { REVIEW_LIMITS } from "../../domain/reviews.ts";
import { pluralKey } from "../../i18n/translator.ts";
import { useStoreView, useT } from "../../i18n/use-shell.ts";
import { CAPTCHA_WIDGET_SCRIPT } from "../../reviews/captcha-widget.ts";
import type { ReviewActionAnswer } from "../../routes/product-reviews.server.ts";
import { FormField } from "../form-field.tsx";

const FIELD_LABELS: Record<ReviewFormField, string> = {
  review_score: "reviews.form.score",
  review_title: "reviews.form.title",
  review_content: "reviews.form.content",
  display_name: "reviews.form.name",
  email: "reviews.form.email",
};
const fieldId = (field: ReviewFormField) => `review-${field}`;

/**
 * Write a review (SPEC §3 "New review"): score, title, text, name and e-mail, checked by the same rules
 * as the API, posted as a plain form (so it works without JavaScript). A refused form keeps what was
 * typed, lists what to fix at the top (it takes the focus) and marks each field; a sent one says that
 * the review is shown once checked.
 */
export function ReviewForm(props: { productName: string; answer: ReviewActionAnswer | undefined; captchaSiteKey: string | null }) {
  const t = useT();
  const locale = useStoreView().i18n.defaultLocale;
  const sending = useNavigation().state === "submitting";
  const said = useRef<HTMLDivElement>(null);
  const answer = props.answer?.intent === "write" ? props.answer : undefined;
  const errors: Partial<Record<ReviewFormField, ReviewFieldError>> = Object.fromEntries((answer && !answer.ok ? answer.errors : []).map((e) => [e.field, e]));
  const values = answer && !answer.ok ? answer.values : {};
  const message = (field: ReviewFormField) => (errors[field] ? t(`reviews.form.errors.${errors[field]!.key}`) : undefined);
  useEffect(() => {
    if (answer) said.current?.focus();
  }, [answer]);

  if (answer?.ok) {
    return (
      <div className="review-form__sent notice notice--success" role="status" tabIndex={-1} ref={said}>
        {t("reviews.form.sent")}
      </div>
    );
  }
  const listed = Object.values(errors);
  return (
    <Form method="post" className="review-form" noValidate preventScrollReset>
      <input type="hidden" name="intent" value="write" />
      <p>{t("reviews.form.intro", { name: props.productName })}</p>
      {answer && !answer.ok && (
        <div className="error-summary" role="alert" tabIndex={-1} ref={said}>
          {answer.message ? (
            <p>{answer.message}</p>
          ) : (
            <>
              <h3>{t("reviews.form.errorSummary")}</h3>
              <ul>
                {listed.map((error) => (
                  <li key={error.field}>
                    <a href={`#${error.field === "review_score" ? `${fieldId(error.field)}-5` : fieldId(error.field)}`}>{`${t(FIELD_LABELS[error.field])}: ${message(error.field)}`}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <fieldset className="review-form__score" aria-invalid={errors.review_score ? true : undefined} aria-describedby={errors.review_score ? `${fieldId("review_score")}-error` : undefined}>
        <legend>{t("reviews.form.score")}</legend>
        <div className="star-choice">
          {[5, 4, 3, 2, 1].map((score) => (
            <span key={score}>
              <input type="radio" id={`${fieldId("review_score")}-${score}`} name="review_score" value={score} defaultChecked={values.review_score === String(score)} required />
              <label htmlFor={`${fieldId("review_score")}-${score}`} title={t(pluralKey(locale, "reviews.form.scoreN", score), { count: score })}>
                <span className="visually-hidden">{t(pluralKey(locale, "reviews.form.scoreN", score), { count: score })}</span>
              </label>
            </span>
          ))}
        </div>
        {errors.review_score && (
          <span id={`${fieldId("review_score")}-error`} className="field__error">
            {message("review_score")}
          </span>
        )}
      </fieldset>
      <FormField id={fieldId("review_title")} name="review_title" label={t("reviews.form.title")} defaultValue={values.review_title} error={message("review_title")} />
      <p className="field">
        <label htmlFor={fieldId("review_content")}>{t("reviews.form.content")}</label>
        <span id={`${fieldId("review_content")}-hint`} className="field__hint">
          {t("reviews.form.contentHint")}
        </span>
        <textarea
          id={fieldId("review_content")}
          name="review_content"
          rows={6}
          required
          minLength={REVIEW_LIMITS.contentMin}
          maxLength={REVIEW_LIMITS.contentMax}
          defaultValue={values.review_content}
          aria-invalid={errors.review_content ? true : undefined}
          aria-describedby={`${fieldId("review_content")}-hint${errors.review_content ? ` ${fieldId("review_content")}-error` : ""}`}
        />
        {errors.review_content && (
          <span id={`${fieldId("review_content")}-error`} className="field__error">
            {message("review_content")}
          </span>
        )}
      </p>
      <div className="review-form__who">
        <FormField id={fieldId("display_name")} name="display_name" label={t("reviews.form.name")} autoComplete="nickname" defaultValue={values.display_name} error={message("display_name")} />
        <FormField id={fieldId("email")} name="email" type="email" label={t("reviews.form.email")} hint={t("reviews.form.emailHint")} autoComplete="email" defaultValue={values.email} error={message("email")} />
      </div>
      {props.captchaSiteKey && (
        <>
          <script src={CAPTCHA_WIDGET_SCRIPT} async defer />
          <div className="cf-turnstile" data-sitekey={props.captchaSiteKey} />
        </>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {t("reviews.form.submit")}
      </button>
    </Form>
  );
}
