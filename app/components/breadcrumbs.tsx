import { Link } from "react-router";
import { useT } from "../i18n/use-shell.ts";

export interface Crumb {
  name: string;
  href: string;
}

/** Breadcrumbs start at Home (SPEC §2); the current page is named, not linked. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const t = useT();
  return (
    <nav aria-label={t("product.breadcrumbs")} className="breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
