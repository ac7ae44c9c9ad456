import { STORE_CODES } from "#core/stores.ts";
import { ATTRIBUTES } from "#worker/media/art/attributes.ts";
import type { Row } from "./schema.ts";

export * from "#worker/media/art/attributes.ts";

export function buildAttributeOptions(): Row[] {
  const rows: Row[] = [];
  for (const [attributeCode, options] of Object.entries(ATTRIBUTES)) {
    options.forEach((option, position) => {
      for (const store of STORE_CODES) {
        rows.push({
          attribute_code: attributeCode,
          value: option.value,
          store_code: store,
          label: option.label[store],
          swatch: option.swatch ?? null,
          position,
        });
      }
    });
  }
  return rows;
}
