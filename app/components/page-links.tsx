import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../i18n/use-shell.ts";

/** A list's numbered pages, the current one named and not linked; `children` come before the numbers. */
export function PageLinks({ current, links, children }: { current: number; links: { page: number; href: string }[]; children?: ReactNode }) {
  const t = useT();
  return (
    <nav className="pagination" aria-label={t("category.pagination")}>
      {children}
      <ol>
        {links.map(({ page, href }) =>
          page === current ? (
            <li key={page}>
              <span aria-current="page">{page}</span>
            </li>
          ) : (
            <li key={page}>
              <Link to={href} aria-label={t("category.pageN", { page })}>
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
