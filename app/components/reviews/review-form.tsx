import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { ReviewFieldError, ReviewFormField } from "#core/domain/reviews.ts";
import { REVIEW_LIMITS } from "#core/domain/reviews.ts";
import { pluralKey } from "#core/i18n/translator.ts";
import { useStoreView, useT } from "../../i18n/use-shell.ts";
import { CaptchaWidget } from "../captcha-widget.tsx";
import type { ReviewActionAnswer } from "../../routes/product-reviews.server.ts";
import { ErrorSummary } from "../error-summary.tsx";
import { FormField } from "../form-field.tsx";

const FIELD_LABELS: Record<ReviewFormField, string> = {
  review_score: "reviews.form.score",
  review_title: "reviews.form.title",
  review_content: "reviews.form.content",
  display_name: "reviews.form.name",
  email: "reviews.form.email",
};
const fieldId = (field: ReviewFormField) => (field === "review_score" ? "review-review_score-1" : `review-${field}`);
/** Messages the checkout already words (SPEC §5 forms); the rest are the review form's own. */
const SHARED_MESSAGES = new Set(["required", "email", "nameMinLength"]);

/**
 * Write a review (SPEC §3 "New review"): score, title, text, name and e-mail, checked by the same rules
 * as the API, posted as a plain form (so it works without JavaScript). A refused form keeps what was
 * typed, lists what to fix at the top (it takes the focus, each line leads to its field) and marks each
 * field; a sent one leads back here with the thank-you (`sent`).
 */
export function ReviewForm(props: { productName: string; answer: ReviewActionAnswer | undefined; sent: boolean; captchaSiteKey: string | null }) {
  const t = useT();
  const locale = useStoreView().i18n.defaultLocale;
  const sending = useNavigation().state === "submitting";
  const thanks = useRef<HTMLDivElement>(null);
  const { answer } = props;
  useEffect(() => {
    if (props.sent) thanks.current?.focus();
  }, [props.sent]);

  if (props.sent) {
    return (
      <div className="review-form__sent notice notice--success" role="status" tabIndex={-1} ref={thanks}>
        {t("reviews.form.sent")}
      </div>
    );
  }
  const errors: Partial<Record<ReviewFormField, ReviewFieldError>> = Object.fromEntries((answer?.errors ?? []).map((e) => [e.field, e]));
  const values = answer?.values ?? {};
  const message = (field: ReviewFormField) => {
    const key = errors[field]?.key;
    return key ? t(SHARED_MESSAGES.has(key) ? `checkout.errors.${key}` : `reviews.form.errors.${key}`) : undefined;
  };
  const listed = (Object.keys(FIELD_LABELS) as ReviewFormField[]).filter((field) => errors[field]);
  const scoreError = errors.review_score ? "review-score-error" : undefined;
  return (
    <Form method="post" className="review-form" noValidate preventScrollReset>
      <input type="hidden" name="intent" value="write" />
      <p>{t("reviews.form.intro", { name: props.productName })}</p>
      {answer?.message && (
        <p className="notice notice--error" role="alert">
          {answer.message}
        </p>
      )}
      <ErrorSummary title={t("reviews.form.errorSummary")} items={listed.map((field) => ({ inputId: fieldId(field), text: `${t(FIELD_LABELS[field])}: ${message(field)}` }))} refused={answer} />
      <fieldset className="review-form__score">
        <legend id="review-score-label">{t("reviews.form.score")}</legend>
        <div className="star-choice" role="radiogroup" aria-labelledby="review-score-label" aria-invalid={scoreError ? true : undefined} aria-describedby={scoreError}>
          {[1, 2, 3, 4, 5].map((score) => {
            const label = t(pluralKey(locale, "reviews.form.scoreN", score), { count: score });
            return (
              <span key={score}>
                <input type="radio" id={`review-review_score-${score}`} name="review_score" value={score} defaultChecked={values.review_score === String(score)} required />
                <label htmlFor={`review-review_score-${score}`} title={label}>
                  <span className="visually-hidden">{label}</span>
                </label>
              </span>
            );
          })}
        </div>
        {scoreError && (
          <span id={scoreError} className="field__error">
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
      <FormField id={fieldId("display_name")} name="display_name" label={t("reviews.form.name")} autoComplete="nickname" defaultValue={values.display_name} error={message("display_name")} />
      <FormField id={fieldId("email")} name="email" type="email" label={t("reviews.form.email")} hint={t("reviews.form.emailHint")} autoComplete="email" defaultValue={values.email} error={message("email")} />
      {props.captchaSiteKey && <CaptchaWidget siteKey={props.captchaSiteKey} refused={answer} className="review-form__captcha" />}
      <button type="submit" className="button button--primary" disabled={sending}>
        {t("reviews.form.submit")}
      </button>
    </Form>
  );
}
