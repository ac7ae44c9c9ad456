import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "../i18n/use-shell.ts";
import type { CmsPageData } from "../routes/cms-page.server.ts";

/**
 * A content page opened over the page (SPEC §2 modals: terms and conditions, size guide): a link to
 * the page itself (a new tab without JavaScript, so a filled form stays), with JavaScript a modal
 * dialog that loads the page's content. Escape or the close button give the focus back to the link.
 */
export function CmsModalLink({ path, label, className }: { path: string; label: string; className?: string }) {
  const t = useT();
  const page = useFetcher<CmsPageData>();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);
  const content = page.data?.kind === "cms" ? page.data.page : null;
  return (
    <>
      <a
        href={path}
        target="_blank"
        rel="noopener"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          if (!page.data && page.state === "idle") page.load(path);
          setOpen(true);
        }}
      >
        {label}
      </a>
      {open && (
        <dialog ref={dialog} className="cms-modal" aria-labelledby="cms-modal-title" aria-busy={!content} onClose={() => setOpen(false)}>
          <div className="cms-modal__head">
            <h2 id="cms-modal-title">{content?.title ?? label}</h2>
            <form method="dialog">
              <button className="cms-modal__close" aria-label={t("modal.close")}>
                ×
              </button>
            </form>
          </div>
          {content ? <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: content.content }} /> : <p aria-busy="true">{t("modal.loading")}</p>}
        </dialog>
      )}
    </>
  );
}
