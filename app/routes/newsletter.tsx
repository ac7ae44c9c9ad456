import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter";
import type { NewsletterActionData } from "./newsletter.server.ts";
import { NewsletterFields } from "../components/newsletter-signup.tsx";
import { useT } from "../i18n/use-shell.ts";

export { action, loader } from "./newsletter.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

/** The newsletter sign-up as a page: where the footer's form lands without JavaScript. */
export default function Newsletter() {
  const t = useT();
  const answer = useActionData<NewsletterActionData>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="narrow-page">
      <h1>{t("newsletter.title")}</h1>
      {answer?.ok ? (
        <p role="status" className="form-alert form-alert--ok">
          {t("newsletter.thanks", { email: answer.email })}
        </p>
      ) : (
        <>
          <p>{t("footer.newsletter")}</p>
          <NewsletterFields FormComponent={Form} answer={answer} busy={busy} idPrefix="newsletter-page" />
        </>
      )}
    </section>
  );
}
