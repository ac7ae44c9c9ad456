import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import type { UnsubscribeActionData } from "./newsletter-unsubscribe.server.ts";
import { withActionHeaders } from "../account/action-headers.ts";
import { useT } from "../i18n/use-shell.ts";

export { action, loader } from "./newsletter-unsubscribe.server.ts";

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

/** Where a newsletter mail's signed link leads: one button unsubscribes that address. */
export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<UnsubscribeActionData>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="narrow-page">
      <h1>{t("newsletter.unsubscribe.title")}</h1>
      {answer && (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "form-alert form-alert--ok" : "form-alert form-alert--error"}>
          {answer.message}
        </p>
      )}
      {!answer?.ok && (
        <Form method="post" className="narrow-page__form" reloadDocument>
          <p>{t("newsletter.unsubscribe.intro", { email: loaderData.email })}</p>
          <input type="hidden" name="email" value={loaderData.email} />
          <input type="hidden" name="signature" value={loaderData.signature} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("newsletter.unsubscribe.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}
