import { useEffect, useRef, type ReactNode } from "react";
import type { Picture } from "#core/catalog/images.ts";
import { useT } from "../i18n/use-shell.ts";
import type { SwipeHandlers } from "./gallery.tsx";

/**
 * The gallery's full-size view: a modal dialog (focus stays inside and returns to the opener on close) with
 * the gallery's arrows and swipe; the arrow keys reach the gallery's handler, which this sits inside.
 */
export default function Lightbox(props: { image: Picture; name: string; position: string; swipe: SwipeHandlers; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const { onClose } = props;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    element.addEventListener("close", onClose);
    return () => element.removeEventListener("close", onClose);
  }, [onClose]);
  return (
    <dialog ref={dialog} className="lightbox" aria-label={props.name}>
      <div className="lightbox__stage" {...props.swipe}>
        <img src={props.image.src} alt={`${props.name} – ${props.position}`} width={props.image.width} height={props.image.height} draggable={false} />
        {props.children}
      </div>
      <p className="lightbox__counter" aria-live="polite">
        {props.position}
      </p>
      <form method="dialog">
        <button className="lightbox__close" aria-label={t("product.closeImages")}>
          ×
        </button>
      </form>
    </dialog>
  );
}
