import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/back-in-stock";
import type { BackInStockActionData } from "./back-in-stock.server.ts";
import { withActionHeaders } from "../account/action-headers.ts";

export { action, loader } from "./back-in-stock.server.ts";

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

/**
 * A back-in-stock request's page: where the product page's form lands without JavaScript (its answer),
 * and where the confirmation mail's link leads (one button confirms).
 */
export default function BackInStock({ loaderData }: Route.ComponentProps) {
  const words = loaderData.words;
  const answer = useActionData<BackInStockActionData>();
  const busy = useNavigation().state === "submitting";
  const product = answer?.product ?? loaderData.product;
  const link = loaderData.link;
  return (
    <section className="narrow-page">
      <h1>{words.title}</h1>
      {answer && (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "form-alert form-alert--ok" : "form-alert form-alert--error"}>
          {answer.message}
        </p>
      )}
      {!answer?.ok && link && (
        <Form method="post" className="narrow-page__form" reloadDocument>
          <p>{words.confirmIntro}</p>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="sku" value={link.sku} />
          <input type="hidden" name="email" value={link.email} />
          <input type="hidden" name="signature" value={link.signature} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {words.confirm}
          </button>
        </Form>
      )}
      {!answer && !link && <p>{words.invalidLink}</p>}
      {product && (
        <p>
          <Link to={product.href}>{words.back}</Link>
        </p>
      )}
    </section>
  );
}
