import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { renderSVG } from "uqr";
import { useT } from "../../i18n/use-shell.ts";
import type { loader as arViewLoader } from "../../routes/ar-view.server.ts";
import type { ArViewLinkData } from "./ar-view-link.tsx";

/** The QR code's dark modules on white, with the standard quiet zone, large enough to scan from a screen. */
export const QR_OPTIONS = { ecc: "M", border: 4, pixelSize: 6, blackColor: "#141210", whiteColor: "#ffffff" } as const;

/**
 * The dialog of an ArViewLink, loaded with its first opening: the AR view's address as a QR code (drawn here,
 * as SVG) for the phone's camera, and as a link. A modal <dialog>: focus stays inside, Escape closes it. Its
 * instructions come with the AR view's own data, so the product page carries none of them.
 */
export default function ArQrDialog({ view, onClose }: { view: ArViewLinkData; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const arView = useFetcher<typeof arViewLoader>();
  const address = new URL(view.href, window.location.origin).href;
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  useEffect(() => {
    void arView.load(view.href);
    // Once per address: the fetcher's identity changes with its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.href]);
  const words = arView.data?.words;
  return (
    <dialog ref={dialog} className="cms-modal ar-qr" aria-labelledby="ar-qr-title" onClose={onClose}>
      <div className="cms-modal__head">
        <h2 id="ar-qr-title">{view.label}</h2>
        <button type="button" className="cms-modal__close" aria-label={t("modal.close")} onClick={() => dialog.current?.close()}>
          ×
        </button>
      </div>
      <p aria-busy={!words}>{words?.scan}</p>
      <div className="ar-qr__code" role="img" aria-label={words?.scan ?? view.label} dangerouslySetInnerHTML={{ __html: renderSVG(address, QR_OPTIONS) }} />
      <p>
        <a href={view.href}>{words?.openHere ?? view.label}</a>
      </p>
    </dialog>
  );
}
