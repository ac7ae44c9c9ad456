import { Suspense } from "react";
import { Await } from "react-router";
import type { ProductPageData } from "../routes/product.server.ts";
import { useT } from "../i18n/use-shell.ts";

/** The product in the showrooms (deferred: it streams in after the page). */
export function ShowroomStock({ stock }: { stock: ProductPageData["showroomStock"] }) {
  const t = useT();
  return (
    <section className="showrooms" aria-labelledby="showrooms-title">
      <h2 id="showrooms-title">{t("product.showrooms.title")}</h2>
      <Suspense fallback={<p aria-busy="true">{t("product.showrooms.loading")}</p>}>
        <Await resolve={stock}>
          {(rows) =>
            rows === null ? (
              <p className="quiet">{t("product.showrooms.unavailable")}</p>
            ) : (
            <ul>
              {rows.map((r) => (
                <li key={r.showroomId} className={r.qty > 0 ? "showrooms__in" : "showrooms__out"}>
                  {r.name}: {r.qty > 0 ? t("product.showrooms.exposed", { qty: r.qty }) : t("product.showrooms.notExposed")}
                </li>
              ))}
            </ul>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}
