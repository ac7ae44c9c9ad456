import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env.ts";

/** A stored hosted-checkout order id is valid for 2 days (SPEC §4, §9). */
export const ORDER_ID_TTL_MS = 2 * 24 * 60 * 60 * 1000;

export interface HostedCheckoutState {
  orderId: string | null;
  attempts: number;
  snippet: string | null;
  createdAt: number | null;
}

/** One object per hosted-checkout order: attempts, snippet and the order id's expiry. */
export class HostedCheckout extends DurableObject<Env> {
  async state(): Promise<HostedCheckoutState> {
    const stored = await this.ctx.storage.get<HostedCheckoutState>("state");
    if (stored?.createdAt && Date.now() - stored.createdAt > ORDER_ID_TTL_MS) {
      await this.ctx.storage.deleteAll();
      return { orderId: null, attempts: 0, snippet: null, createdAt: null };
    }
    return stored ?? { orderId: null, attempts: 0, snippet: null, createdAt: null };
  }

  async recordAttempt(): Promise<HostedCheckoutState> {
    const current = await this.state();
    const next = { ...current, attempts: current.attempts + 1 };
    await this.ctx.storage.put("state", next);
    return next;
  }

  async recordCreated(orderId: string, snippet: string): Promise<HostedCheckoutState> {
    const next: HostedCheckoutState = { orderId, snippet, attempts: 0, createdAt: Date.now() };
    await this.ctx.storage.put("state", next);
    await this.ctx.storage.setAlarm(next.createdAt! + ORDER_ID_TTL_MS);
    return next;
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
