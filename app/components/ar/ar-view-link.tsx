import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";

const ArQrDialog = lazy(() => import("./ar-qr-dialog.tsx"));

/** The AR view's address and the link's words, in the store's language (the product loader's). */
export interface ArViewLinkData {
  href: string;
  label: string;
}

/** A computer (a fine pointer that hovers) has no camera to place furniture with: it gets the QR code for the phone. */
const onComputer = () => window.matchMedia("(hover: hover) and (pointer: fine)").matches;

/**
 * "View in your room" (SPEC §1 AR view, §2 QR code for AR modal): a link to the product's AR view, which a
 * phone opens (and so does any browser without JavaScript). On a computer it opens a dialog with a QR code of
 * the same view, to scan with the phone; the dialog's code is loaded with its first opening.
 */
export function ArViewLink({ view }: { view: ArViewLinkData }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Link
        ref={opener}
        to={view.href}
        className="ar-view-link"
        onClick={(event) => {
          if (!onComputer()) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {view.label}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <ArQrDialog
            view={view}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
