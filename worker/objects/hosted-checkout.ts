import { DurableObject } from "cloudflare:workers";
import { INITIAL_CREATION, ORDER_ID_TTL_MS, nextAction, reduceCreation, type CreationEvent, type CreationState } from "../../app/domain/hosted-checkout.ts";
import type { CheckoutRequest } from "../commerce/port/index.ts";

export { ORDER_ID_TTL_MS };

export interface HostedCheckoutView extends CreationState {
  next: ReturnType<typeof nextAction>;
}

/** What the shopper entered on /checkout, kept until the provider confirms the payment. */
export interface PendingCheckout {
  request: CheckoutRequest;
  /** Order amount (minor units) last sent to the provider; a change triggers the validate call. */
  orderAmount: number;
}

/**
 * One object per hosted-checkout order (SPEC §4 "Hosted checkout order creation"): the state
 * machine of app/domain/hosted-checkout.ts, kept durable, with the stored order id forgotten by
 * an alarm once it is 2 days old.
 */
export class HostedCheckout extends DurableObject<Env> {
  private async load(): Promise<CreationState> {
    const stored = (await this.ctx.storage.get<CreationState>("state")) ?? INITIAL_CREATION;
    const checked = reduceCreation(stored, { type: "expired_check", now: Date.now() });
    if (checked !== stored) await this.ctx.storage.put("state", checked);
    return checked;
  }

  private async apply(event: CreationEvent): Promise<HostedCheckoutView> {
    const next = reduceCreation(await this.load(), event);
    await this.ctx.storage.put("state", next);
    if (event.type === "created") await this.ctx.storage.setAlarm(event.at + ORDER_ID_TTL_MS + 1);
    return { ...next, next: nextAction(next) };
  }

  async state(): Promise<HostedCheckoutView> {
    const state = await this.load();
    return { ...state, next: nextAction(state) };
  }

  start(): Promise<HostedCheckoutView> {
    return this.apply({ type: "start" });
  }

  /** `at`: when the provider order was first created (an update keeps the original time). */
  created(orderId: string, snippet: string, at: number = Date.now()): Promise<HostedCheckoutView> {
    return this.apply({ type: "created", orderId, snippet, at });
  }

  failed(): Promise<HostedCheckoutView> {
    return this.apply({ type: "failed" });
  }

  /** The shopper starts over after too many failures: attempts count from zero again. */
  reloaded(): Promise<HostedCheckoutView> {
    return this.apply({ type: "reloaded" });
  }

  async setPending(pending: PendingCheckout): Promise<void> {
    await this.ctx.storage.put("pending", pending);
  }

  async pending(): Promise<PendingCheckout | null> {
    return (await this.ctx.storage.get<PendingCheckout>("pending")) ?? null;
  }

  /** The order is placed: the provider order and the shopper's details are done with. */
  async placed(): Promise<void> {
    await this.ctx.storage.delete(["pending", "state"]);
  }

  /** The provider reports the order read-only: forget it so creation starts over. */
  readOnly(): Promise<HostedCheckoutView> {
    return this.apply({ type: "read_only" });
  }

  /** Two days on, the provider order id is forgotten, and with it the unpaid checkout's personal details. */
  override async alarm(): Promise<void> {
    const state = await this.apply({ type: "expired_check", now: Date.now() });
    if (!state.orderId) await this.ctx.storage.delete("pending");
  }
}
