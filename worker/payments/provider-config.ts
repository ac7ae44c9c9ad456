/** The hosted-checkout provider's endpoints (SPEC §7); unset means the built-in provider. */
export type ProviderConfigEnv = Pick<
  Env,
  "DB" | "HOSTED_CHECKOUT_ORDER_URL" | "HOSTED_CHECKOUT_CONFIRMATION_URL" | "HOSTED_CHECKOUT_VALIDATE_URL" | "HOSTED_CHECKOUT_API_KEY" | "HOSTED_CHECKOUT_BUILTIN"
>;

/** The built-in test provider answers only when switched on and no real provider is configured. */
export const builtinProviderEnabled = (env: Pick<ProviderConfigEnv, "HOSTED_CHECKOUT_ORDER_URL" | "HOSTED_CHECKOUT_BUILTIN">) =>
  !env.HOSTED_CHECKOUT_ORDER_URL && env.HOSTED_CHECKOUT_BUILTIN === "1";

/** Whether the hosted checkout can be offered at all. */
export const hostedCheckoutConfigured = (env: Pick<ProviderConfigEnv, "HOSTED_CHECKOUT_ORDER_URL" | "HOSTED_CHECKOUT_BUILTIN">) =>
  Boolean(env.HOSTED_CHECKOUT_ORDER_URL) || builtinProviderEnabled(env);
