/** How many rounds each chaos scenario runs (vitest.chaos.config.ts: CHAOS_SHORT=1 runs the short form). */
declare const __CHAOS_ROUNDS__: number;
