import { DurableObject } from "cloudflare:workers";
import { INITIAL_CREATION, ORDER_ID_TTL_MS, nextAction, reduceCreation, type CreationEvent, type CreationState } from "#core/domain/hosted-checkout.ts";
import type { CheckoutRequest } from "#core/port/index.ts";

export { ORDER_ID_TTL_MS };

export interface HostedCheckoutView extends CreationState {
  next: ReturnType<typeof nextAction>;
  /** Counts every write: a caller that awaited something since it read passes the version it read. */
  version: number;
  /** The write was refused: the checkout changed since `expected` (another request wrote meanwhile). */
  stale?: true;
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
 * an alarm once it is 2 days old. Its caller awaits the provider over the network between calls,
 * so other requests for the same cart can write in between: every write after such an await
 * names the version it read, and is refused (stale) if the checkout has moved on.
 */
export class HostedCheckout extends DurableObject<Env> {
  private async load(): Promise<CreationState> {
    const stored = (await this.ctx.storage.get<CreationState>("state")) ?? INITIAL_CREATION;
    const checked = reduceCreation(stored, { type: "expired_check", now: Date.now() });
    if (checked !== stored) await this.ctx.storage.put("state", checked);
    return checked;
  }

  private async version(): Promise<number> {
    return (await this.ctx.storage.get<number>("version")) ?? 0;
  }

  private async view(state?: CreationState): Promise<HostedCheckoutView> {
    const current = state ?? (await this.load());
    return { ...current, next: nextAction(current), version: await this.version() };
  }

  /** Applies an event, unless `expected` is given and the checkout was written since that version. */
  private async apply(event: CreationEvent, expected?: number): Promise<HostedCheckoutView> {
    const version = await this.version();
    if (expected !== undefined && expected !== version) return { ...(await this.view()), stale: true };
    const next = reduceCreation(await this.load(), event);
    await this.ctx.storage.put({ state: next, version: version + 1 });
    if (event.type === "created") await this.ctx.storage.setAlarm(event.at + ORDER_ID_TTL_MS + 1);
    return { ...next, next: nextAction(next), version: version + 1 };
  }

  state(): Promise<HostedCheckoutView> {
    return this.view();
  }

  start(expected?: number): Promise<HostedCheckoutView> {
    return this.apply({ type: "start" }, expected);
  }

  /** `at`: when the provider order was first created (an update keeps the original time). */
  created(orderId: string, snippet: string, at: number = Date.now(), expected?: number): Promise<HostedCheckoutView> {
    return this.apply({ type: "created", orderId, snippet, at }, expected);
  }

  failed(expected?: number): Promise<HostedCheckoutView> {
    return this.apply({ type: "failed" }, expected);
  }

  /** The shopper starts over after too many failures: attempts count from zero again. */
  reloaded(expected?: number): Promise<HostedCheckoutView> {
    return this.apply({ type: "reloaded" }, expected);
  }

  /** The shopper's details for this payment; the newest request's details win, and count as a write. */
  async setPending(pending: PendingCheckout): Promise<HostedCheckoutView> {
    const version = (await this.version()) + 1;
    await this.ctx.storage.put({ pending, version });
    return { ...(await this.view()), version };
  }

  async pending(): Promise<PendingCheckout | null> {
    return (await this.ctx.storage.get<PendingCheckout>("pending")) ?? null;
  }

  /** The order is placed: the provider order and the shopper's details are done with. */
  async placed(): Promise<void> {
    await this.ctx.storage.delete(["pending", "state"]);
    await this.ctx.storage.put("version", (await this.version()) + 1);
  }

  /** The provider reports the order read-only: forget it so creation starts over. */
  readOnly(expected?: number): Promise<HostedCheckoutView> {
    return this.apply({ type: "read_only" }, expected);
  }

  /** Two days on, the provider order id is forgotten, and with it the unpaid checkout's personal details. */
  override async alarm(): Promise<void> {
    const state = await this.apply({ type: "expired_check", now: Date.now() });
    if (!state.orderId) await this.ctx.storage.delete("pending");
  }
}
