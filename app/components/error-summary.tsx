import { useEffect, useRef, type MouseEvent } from "react";

/** Moves to a field named in an error summary: into view and focused. */
function focusField(event: MouseEvent<HTMLAnchorElement>, inputId: string) {
  const input = document.getElementById(inputId);
  if (!input) return;
  event.preventDefault();
  input.scrollIntoView({ block: "center" });
  input.focus({ preventScroll: true });
}

/**
 * What still needs fixing, listed at the top of a form after a refused submit: it takes the focus and
 * links to each field (`inputId`). `refused` changes with every refused submit (the answer it came
 * with): each one moves the focus here again.
 */
export function ErrorSummary({ title, items, refused }: { title: string; items: { inputId: string; text: string }[]; refused: unknown }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  useEffect(() => {
    if (refused && shown) box.current?.focus();
  }, [refused, shown]);
  if (!shown) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={box} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{title}</h2>
      <ul>
        {items.map(({ inputId, text }) => (
          <li key={inputId}>
            <a href={`#${inputId}`} onClick={(event) => focusField(event, inputId)}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
