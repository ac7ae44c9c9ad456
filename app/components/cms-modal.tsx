import { useEffect, useRef, useState } from "react";
import { useT } from "../i18n/use-shell.ts";

type Loaded = { state: "loading" } | { state: "shown"; title: string; content: string } | { state: "failed" };

/** A content page's title and content, read from the page itself (the same document crawlers get). */
async function loadContentPage(path: string): Promise<Loaded> {
  try {
    const response = await fetch(path, { headers: { Accept: "text/html" } });
    if (!response.ok) return { state: "failed" };
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const content = page.querySelector(".cms-page__content");
    return content ? { state: "shown", title: page.querySelector("h1")?.textContent ?? "", content: content.innerHTML } : { state: "failed" };
  } catch {
    return { state: "failed" };
  }
}

/**
 * A content page opened over the page (SPEC §2 modals: terms and conditions, size guide): a link to
 * the page itself (a new tab without JavaScript, so a filled form stays), with JavaScript a modal
 * dialog showing the page's content. It can sit inside a form (the checkout's terms): its close is a
 * plain button, never a submit. A page that cannot be loaded is offered as a link instead.
 */
export function CmsModalLink({ path, label, className }: { path: string; label: string; className?: string }) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const open = loaded !== null;
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);
  const close = () => {
    dialog.current?.close();
  };
  return (
    <>
      <a
        ref={opener}
        href={path}
        target="_blank"
        rel="noopener"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setLoaded({ state: "loading" });
          void loadContentPage(path).then(setLoaded);
        }}
      >
        {label}
      </a>
      {loaded && (
        <dialog
          ref={dialog}
          className="cms-modal"
          aria-labelledby="cms-modal-title"
          aria-busy={loaded.state === "loading"}
          onClose={() => {
            setLoaded(null);
            opener.current?.focus();
          }}
        >
          <div className="cms-modal__head">
            <h2 id="cms-modal-title">{loaded.state === "shown" ? loaded.title : label}</h2>
            <button type="button" className="cms-modal__close" aria-label={t("modal.close")} onClick={close}>
              ×
            </button>
          </div>
          {loaded.state === "shown" ? (
            <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: loaded.content }} />
          ) : loaded.state === "failed" ? (
            <p>
              {t("modal.failed")}{" "}
              <a href={path} target="_blank" rel="noopener">
                {label}
              </a>
            </p>
          ) : (
            <p aria-busy="true">{t("modal.loading")}</p>
          )}
        </dialog>
      )}
    </>
  );
}
