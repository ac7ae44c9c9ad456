import worker from "./vitest.worker.config.ts";

/**
 * `npm run chaos` (scripts/chaos.ts): the chaos suite of tests/chaos/ in workerd, on the worker tests'
 * bindings and fakes (vitest.worker.config.ts), against the production build. CHAOS_SHORT=1 runs each
 * scenario's short form (CI's .ci/run, within a minute).
 */
const rounds = process.env.CHAOS_SHORT === "1" ? 2 : 8;

export default {
  ...worker,
  define: { __CHAOS_ROUNDS__: String(rounds) },
  test: { ...worker.test, include: ["tests/chaos/**/*.test.ts"], sequence: {}, maxWorkers: 1 },
};
