import { useEffect } from "react";

/** Waits before sending again what the server did not answer: longer each time. */
const RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 300_000];

/**
 * Runs `send` on every visit, when the browser is online again, and again later (backing off) while
 * something is still pending (SPEC §4 "Online again"). A `send` that throws has sent nothing and lost
 * nothing: it is tried at the next occasion.
 */
export function useSendWhenOnline(send: (reason: "visit" | "online" | "retry") => Promise<{ pending: boolean }>): void {
  useEffect(() => {
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const run = async (reason: "visit" | "online" | "retry") => {
      clearTimeout(retry);
      try {
        const { pending } = await send(reason);
        attempt = pending ? attempt + 1 : 0;
        if (pending) retry = setTimeout(() => void run("retry"), RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1]);
      } catch {
        // Nothing sent, nothing lost: it stays queued for the next try.
      }
    };
    const onOnline = () => void run("online");
    void run("visit");
    window.addEventListener("online", onOnline);
    return () => {
      clearTimeout(retry);
      window.removeEventListener("online", onOnline);
    };
  }, [send]);
}
