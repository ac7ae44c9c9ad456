/** The part of gltf-validator (compiled from Dart, shipped without types) the model tests use. */
declare module "gltf-validator" {
  export interface ValidationReport {
    issues: { numErrors: number; numWarnings: number; messages: { code: string; message: string; severity: number; pointer?: string }[] };
    info: { drawCallCount: number; totalTriangleCount: number; materialCount: number };
  }
  export function validateBytes(data: Uint8Array, options?: { maxIssues?: number; ignoredIssues?: string[] }): Promise<ValidationReport>;
}
