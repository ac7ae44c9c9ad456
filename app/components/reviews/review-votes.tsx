import { useEffect, useState, type FormEvent } from "react";
import { useStoreView, useT } from "../../i18n/use-shell.ts";

const votedKey = (store: string) => `${store}-review-votes`;

function votedReviews(store: string): number[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(votedKey(store)) ?? "[]");
    return Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function rememberVote(store: string, id: number): void {
  try {
    localStorage.setItem(votedKey(store), JSON.stringify([...votedReviews(store), id].slice(-200)));
  } catch {
    // Storage full or disabled: the vote counted, only this browser forgets it voted.
  }
}

/**
 * "Was this review helpful?" (SPEC §4 votes). A plain form to the reviews page without JavaScript;
 * with it, the vote goes to the review API and the counts change in place. This browser remembers
 * what it voted on, so the buttons give way to a thank-you.
 */
export function ReviewVotes(props: { reviewId: number; votesUp: number; votesDown: number; action: string; notice?: "voted" | "vote-failed" }) {
  const t = useT();
  const store = useStoreView().storeCode;
  const [votes, setVotes] = useState({ up: props.votesUp, down: props.votesDown });
  // A vote posted without JavaScript comes back as the page's notice.
  const [state, setState] = useState<"open" | "sending" | "voted" | "failed">(props.notice === "voted" ? "voted" : props.notice === "vote-failed" ? "failed" : "open");
  useEffect(() => {
    if (votedReviews(store).includes(props.reviewId)) setState("voted");
  }, [store, props.reviewId]);

  // Buttons stay focusable once used (aria-disabled), so the focus is not lost; a closed vote sends nothing.
  const closed = state === "sending" || state === "voted";

  async function vote(event: FormEvent<HTMLFormElement>) {
    if (closed) return event.preventDefault();
    const direction = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (direction !== "up" && direction !== "down") return;
    event.preventDefault();
    setState("sending");
    const answer = await fetch(`/api/review/${props.reviewId}/vote/${direction}`, { method: "POST" }).catch(() => null);
    const json = answer?.ok ? ((await answer.json().catch(() => null)) as { result?: { votes_up: number; votes_down: number } } | null) : null;
    // 409: this client voted on the review already (another browser on the same connection, cleared storage).
    if (answer?.status === 409) rememberVote(store, props.reviewId);
    if (!json?.result) return setState(answer?.status === 409 ? "voted" : "failed");
    setVotes({ up: json.result.votes_up, down: json.result.votes_down });
    rememberVote(store, props.reviewId);
    setState("voted");
  }

  return (
    <form className="review-votes" method="post" action={props.action} onSubmit={vote}>
      <input type="hidden" name="intent" value="vote" />
      <input type="hidden" name="reviewId" value={props.reviewId} />
      <span className="review-votes__question">{t("reviews.helpful")}</span>
      <button type="submit" name="direction" value="up" aria-label={t("reviews.voteUpLabel", { count: votes.up })} aria-disabled={closed}>
        {t("reviews.voteUp")} <span aria-hidden="true">({votes.up})</span>
      </button>
      <button type="submit" name="direction" value="down" aria-label={t("reviews.voteDownLabel", { count: votes.down })} aria-disabled={closed}>
        {t("reviews.voteDown")} <span aria-hidden="true">({votes.down})</span>
      </button>
      <span className="review-votes__status" role="status">
        {state === "voted" ? t("reviews.voted") : state === "failed" ? t("reviews.voteFailed") : ""}
      </span>
    </form>
  );
}
