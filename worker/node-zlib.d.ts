/**
 * The part of node:zlib the worker uses (workerd implements the module under nodejs_compat). The worker's
 * types are Web APIs only (tsconfig.worker.json), so Node's own declarations are not in scope here.
 */
declare module "node:zlib" {
  type Input = ArrayBuffer | ArrayBufferView | string;
  export const constants: {
    readonly BROTLI_PARAM_QUALITY: number;
    readonly BROTLI_PARAM_MODE: number;
    readonly BROTLI_PARAM_SIZE_HINT: number;
    readonly BROTLI_MODE_TEXT: number;
  };
  export function brotliCompressSync(input: Input, options?: { params?: Record<number, number> }): Uint8Array<ArrayBuffer>;
  export function gzipSync(input: Input, options?: { level?: number }): Uint8Array<ArrayBuffer>;
}
