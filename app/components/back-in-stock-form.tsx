import { useFetcher } from "react-router";
import type { BackInStockActionData } from "../routes/back-in-stock.server.ts";
import { useStoreView } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

/**
 * The sold-out product page's e-mail alert (issue 36 item 3): a plain form to the back-in-stock page
 * without JavaScript, answered in place with it. The page is cached for everyone: the address typed
 * here only ever travels in the post and its answer.
 */
export function BackInStockForm({ sku, words }: { sku: string; words: { title: string; intro: string; email: string; submit: string } }) {
  const store = useStoreView();
  const fetcher = useFetcher<BackInStockActionData>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = answer && !answer.ok ? answer : null;
  const errorId = "back-in-stock-error";
  return (
    <section className="back-in-stock" aria-labelledby="back-in-stock-title">
      <h2 id="back-in-stock-title">{words.title}</h2>
      {answer?.ok && answer.intent === "request" ? (
        <p role="status" className="form-alert form-alert--ok">
          {answer.message}
        </p>
      ) : (
        <fetcher.Form method="post" action={storePath(store, "/back-in-stock")} className="back-in-stock__form" noValidate>
          <p className="back-in-stock__intro">{words.intro}</p>
          <input type="hidden" name="intent" value="request" />
          <input type="hidden" name="sku" value={sku} />
          <label htmlFor="back-in-stock-email">{words.email}</label>
          <div className="back-in-stock__row">
            <input
              id="back-in-stock-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={error?.field === "email" ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
              {words.submit}
            </button>
          </div>
          {error && (
            <span id={errorId} className="field__error" role="alert">
              {error.message}
            </span>
          )}
        </fetcher.Form>
      )}
    </section>
  );
}
