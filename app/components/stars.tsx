import type { CSSProperties } from "react";

/** Five stars filled to the score (0–5); the score itself is said in words beside it. */
export function Stars({ score }: { score: number }) {
  return <span className="stars" aria-hidden="true" style={{ "--score": score } as CSSProperties} />;
}
