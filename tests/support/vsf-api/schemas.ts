/**
 * The request schemas vue-storefront-api 1.12.5 enforces (api: src/models/*.schema.json, each extension
 * `{}`), checked the way its Ajv 6 does: the first failure only (no allErrors), reported in Ajv 6's
 * error shape `{keyword, dataPath, schemaPath, params, message}`. The order schema is not here: the
 * API never enforces it (docs/upstream-contract.md 1.4 step 1).
 */

type JsonType = "string" | "integer" | "boolean" | "null" | "object" | "array";

export interface Schema {
  type?: JsonType | JsonType[];
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  pattern?: string;
}

export interface AjvError {
  keyword: string;
  dataPath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

const EMAIL = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?";
const NAME: Schema = { type: "string", pattern: "[a-zA-Z]+" };

/** An address of either customer schema: two street lines at least, each non-empty. */
const address = (extra: Record<string, Schema>): Schema => ({
  required: ["firstname", "lastname", "street", "city", "country_id", "postcode"],
  properties: {
    firstname: NAME,
    lastname: NAME,
    street: { minItems: 2, items: { type: "string", minLength: 1 } },
    city: { type: "string" },
    region: { required: ["region"], properties: { region: { type: ["string", "null"] } } },
    country_id: { type: "string", minLength: 2, pattern: "[A-Z]+" },
    postcode: { type: "string", minLength: 3 },
    telephone: { type: "string" },
    default_shipping: { type: "boolean" },
    ...extra,
  },
});

const customerFields = (addressExtra: Record<string, Schema>): Record<string, Schema> => ({
  email: { type: "string", pattern: EMAIL },
  firstname: NAME,
  lastname: NAME,
  addresses: { maxItems: 2, items: address(addressExtra) },
});

/** userRegister.schema.json: open at every level. */
export const USER_REGISTER: Schema = {
  additionalProperties: true,
  required: ["customer", "password"],
  properties: { customer: { required: ["email", "firstname", "lastname"], properties: customerFields({}) }, password: { type: "string" } },
};

/** userProfileUpdate.schema.json: the root and `customer` closed; addresses open. */
export const USER_PROFILE_UPDATE: Schema = {
  additionalProperties: false,
  required: ["customer"],
  properties: {
    customer: {
      additionalProperties: false,
      required: ["email", "firstname", "lastname"],
      properties: {
        ...customerFields({ company: { type: "string", minLength: 1 }, vat_id: { type: "string", minLength: 3 }, default_billing: { type: "boolean" } }),
        custom_attributes: { maxItems: 5, items: { required: ["attribute_code", "value"], properties: { attribute_code: { type: "string", minLength: 1 }, value: { type: ["string", "null"] } } } },
      },
    },
  },
};

/** review.schema.json. */
export const REVIEW: Schema = {
  additionalProperties: true,
  required: ["review"],
  properties: {
    review: {
      required: ["product_id", "title", "detail", "nickname", "review_entity", "review_status"],
      properties: {
        product_id: { type: "integer" },
        title: { type: "string" },
        detail: { type: "string" },
        nickname: { type: "string" },
        review_entity: { type: "string" },
        review_status: { type: "integer" },
        customer_id: { type: ["integer", "null"] },
      },
    },
  },
};

const typeOf = (value: unknown): JsonType | "number" =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : (typeof value as JsonType);

/** The first way `value` breaks `schema`, as Ajv 6 reports it, or null when it conforms. */
export function firstError(schema: Schema, value: unknown, dataPath = "", schemaPath = "#"): AjvError | null {
  const error = (keyword: string, params: Record<string, unknown>, message: string, at = dataPath): AjvError => ({ keyword, dataPath: at, schemaPath: `${schemaPath}/${keyword}`, params, message });
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.includes(typeOf(value) as JsonType)) return error("type", { type: types.join(",") }, `should be ${types.join(",")}`);
  }
  if (typeof value === "string") {
    if (schema.minLength !== undefined && [...value].length < schema.minLength) return error("minLength", { limit: schema.minLength }, `should NOT be shorter than ${schema.minLength} characters`);
    if (schema.pattern && !new RegExp(schema.pattern, "u").test(value)) return error("pattern", { pattern: schema.pattern }, `should match pattern "${schema.pattern}"`);
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return error("maxItems", { limit: schema.maxItems }, `should NOT have more than ${schema.maxItems} items`);
    if (schema.minItems !== undefined && value.length < schema.minItems) return error("minItems", { limit: schema.minItems }, `should NOT have fewer than ${schema.minItems} items`);
    if (schema.items) {
      for (const [i, item] of value.entries()) {
        const found = firstError(schema.items, item, `${dataPath}[${i}]`, `${schemaPath}/items`);
        if (found) return found;
      }
    }
  }
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in object)) return error("required", { missingProperty: name }, `should have required property '${name}'`);
    if (schema.additionalProperties === false) {
      const extra = Object.keys(object).find((name) => !(name in (schema.properties ?? {})));
      if (extra !== undefined) return error("additionalProperties", { additionalProperty: extra }, "should NOT have additional properties");
    }
    for (const [name, inner] of Object.entries(schema.properties ?? {})) {
      if (!(name in object)) continue;
      const found = firstError(inner, object[name], `${dataPath}.${name}`, `${schemaPath}/properties/${name}`);
      if (found) return found;
    }
  }
  return null;
}
