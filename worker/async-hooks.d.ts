// workerd serves node:async_hooks under the nodejs_compat flag (wrangler.toml); the worker's
// tsconfig leaves Node's types out on purpose, so only the part the edge uses is declared here.
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
