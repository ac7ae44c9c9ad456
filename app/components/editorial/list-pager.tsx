import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { PageLinks } from "../page-links.tsx";
import type { ListPagerView } from "../../editorial/list-view.ts";
import { useT } from "../../i18n/use-shell.ts";

/**
 * Below a paged editorial list: how much is shown, "load more" (a link, so it works without JavaScript,
 * appending the next page in place with it) and "page x of y" with the pages' links.
 */
export function ListPager({ pager, loadMoreLabel, listId }: { pager: ListPagerView; loadMoreLabel: string; listId: string }) {
  const t = useT();
  // After "load more" the focus goes to the first entry it added: the link that had it may be gone.
  const added = useRef<number | null>(null);
  useEffect(() => {
    if (added.current === null) return;
    const first = document.querySelectorAll<HTMLElement>(`#${listId} > li`)[added.current];
    added.current = null;
    first?.querySelector<HTMLElement>("a")?.focus({ preventScroll: true });
  }, [pager.shownTo, listId]);
  if (pager.total === 0) return null;
  return (
    <div className="list-pager">
      <p className="list-pager__shown" aria-live="polite">
        {t("category.shown", { from: pager.shownFrom, to: pager.shownTo, total: pager.total })}
      </p>
      {pager.loadMoreHref && (
        <p className="list-pager__more">
          <Link
            to={pager.loadMoreHref}
            preventScrollReset
            replace
            className="button"
            onClick={() => {
              added.current = pager.shownTo;
            }}
          >
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
