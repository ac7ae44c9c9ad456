import { defineConfig } from "vitest/config";

/** Pure logic: domain rules, stores, seed generator. Plain Node, no workerd. */
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
