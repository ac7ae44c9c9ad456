/**
 * The first, cheap gate per client address (issue 38): Cloudflare's Rate Limiting binding CLIENT_GATE
 * (wrangler.toml: 60 posts a minute) in front of sign-in, registration, password reset, newsletter and
 * review posts, each action counted on its own. It answers before any D1 read; the per-account rules
 * behind it count in D1. A deployment without the binding passes everything here: the D1 counters
 * still hold.
 */
export type GatedAction = "sign-in" | "register" | "reset" | "newsletter" | "review" | "back-in-stock";

/** The binding's period (wrangler.toml `simple.period`): a refused client may try again after it. */
export const CLIENT_GATE_PERIOD_SECONDS = 60;

/** Null when the client may go on; else the seconds to wait, for Retry-After. */
export async function clientGate(gate: RateLimit | undefined, action: GatedAction, client: string): Promise<number | null> {
  if (!gate) return null;
  const { success } = await gate.limit({ key: `${action}:${client}` });
  return success ? null : CLIENT_GATE_PERIOD_SECONDS;
}
