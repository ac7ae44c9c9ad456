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

/** The dialog of a CmsModalLink, loaded with its first opening: the page's content over the page. */
export default function CmsModalDialog({ path, label, onClose }: { path: string; label: string; onClose: () => void }) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    void loadContentPage(path).then(setLoaded);
  }, [path]);
  return (
    <dialog ref={dialog} className="cms-modal" aria-labelledby="cms-modal-title" aria-busy={loaded.state === "loading"} onClose={onClose}>
      <div className="cms-modal__head">
        <h2 id="cms-modal-title">{loaded.state === "shown" ? loaded.title : label}</h2>
        <button type="button" className="cms-modal__close" aria-label={t("modal.close")} onClick={() => dialog.current?.close()}>
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
  );
}
