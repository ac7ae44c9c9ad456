import { Link } from "react-router";
import { PageLinks } from "../page-links.tsx";
import type { ListPagerView } from "../../editorial/list-view.ts";
import { useT } from "../../i18n/use-shell.ts";

/**
 * Below a paged editorial list: how much is shown, "load more" (a link, so it works without JavaScript,
 * appending the next page in place with it) and "page x of y" with the pages' links.
 */
export function ListPager({ pager, loadMoreLabel }: { pager: ListPagerView; loadMoreLabel: string }) {
  const t = useT();
  if (pager.total === 0) return null;
  return (
    <div className="list-pager">
      <p className="list-pager__shown" aria-live="polite">
        {t("category.shown", { from: pager.shownFrom, to: pager.shownTo, total: pager.total })}
      </p>
      {pager.loadMoreHref && (
        <p className="list-pager__more">
          <Link to={pager.loadMoreHref} preventScrollReset replace className="button">
            {loadMoreLabel}
          </Link>
        </p>
      )}
      {pager.pages > 1 && (
        <PageLinks current={pager.page} links={pager.pageLinks}>
          <p className="list-pager__page">{t("list.pageOf", { page: pager.page, pages: pager.pages })}</p>
        </PageLinks>
      )}
    </div>
  );
}
