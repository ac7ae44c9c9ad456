/**
 * The token lock of SPEC §4 "User session": a call with a customer token that gets a 401 waits
 * for one token refresh — one per tab, however many calls failed at once — and retries with the
 * new token. When the refresh fails, the lock stays failed (-1): every waiting call gets the 401,
 * and `onFailure` runs once (the user store logs out and opens the sign-in dialog).
 */
export interface TokenLock {
  /** Runs `call` with the current token; on a 401 refreshes once (shared) and retries once. */
  run(call: (token: string) => Promise<Response>): Promise<Response>;
  /** After a new sign-in: a failed lock is open again. */
  reset(token: string | null): void;
}

export function createTokenLock(options: {
  token: () => string | null;
  /** A new access token, or null when the server refused; throws when the server could not be asked. */
  refresh: () => Promise<string | null>;
  /** "refused": the session is over (SPEC §8's 401 message); "error": the refresh itself failed. */
  onFailure: (reason: "refused" | "error") => void;
}): TokenLock {
  let pending: Promise<string | null> | null = null;
  /** SPEC §4: the lock's state; -1 once a refresh failed. */
  let state: "open" | "failed" = "open";
  let current = options.token();

  function refreshOnce(): Promise<string | null> {
    pending ??= options
      .refresh()
      .then(
        (token) => ({ token, reason: "refused" as const }),
        () => ({ token: null, reason: "error" as const }),
      )
      .then(({ token, reason }) => {
        if (token) current = token;
        else if (state !== "failed") {
          state = "failed";
          options.onFailure(reason);
        }
        return token;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    async run(call) {
      const token = current ?? options.token();
      if (!token || state === "failed") return call(token ?? "");
      const first = await call(token);
      if (first.status !== 401) return first;
      // A token refreshed by another call meanwhile is tried before asking for one more.
      const renewed = current && current !== token ? current : await refreshOnce();
      return renewed ? call(renewed) : first;
    },
    reset(token) {
      current = token;
      state = "open";
    },
  };
}
