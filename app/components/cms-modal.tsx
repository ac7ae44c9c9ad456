import { lazy, Suspense, useRef, useState } from "react";

const CmsModalDialog = lazy(() => import("./cms-modal-dialog.tsx"));

/**
 * A content page opened over the page (SPEC §2 modals: terms and conditions, size guide): a link to
 * the page itself (a new tab without JavaScript, so a filled form stays), with JavaScript a modal
 * dialog showing the page's content, its code loaded with the first opening. It can sit inside a form
 * (the checkout's terms): its close is a plain button, never a submit. A page that cannot be loaded is
 * offered as a link instead.
 */
export function CmsModalLink({ path, label, className }: { path: string; label: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
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
          setOpen(true);
        }}
      >
        {label}
      </a>
      {open && (
        <Suspense fallback={null}>
          <CmsModalDialog
            path={path}
            label={label}
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
