import { REBUILD_ALL_LISTING_TABLES } from "#worker/commerce/d1/listing-tables.ts";
import { TABLE_COLUMNS, TABLE_NAMES, type SeedData, type TableName } from "./schema.ts";

/** D1 rejects statements over 100 KB; stay clear of it. */
export const MAX_STATEMENT_BYTES = 90_000;

export function sqlLiteral(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} as SQL`);
    return String(value);
  }
  return value.includes("'") ? `'${value.replace(/'/g, "''")}'` : `'${value}'`;
}

const nodeBuffer = (globalThis as { Buffer?: { byteLength(text: string, encoding: "utf8"): number } }).Buffer;

/** UTF-8 length without allocating an encoded copy. */
export function utf8Length(text: string): number {
  if (nodeBuffer) return nodeBuffer.byteLength(text, "utf8");
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 2;
      i++;
    } else if (code > 0x7ff) bytes += 2;
    else if (code > 0x7f) bytes += 1;
  }
  return bytes;
}

function insertStatements(table: TableName, rows: SeedData[TableName]): string[] {
  const columns: readonly string[] = TABLE_COLUMNS[table];
  const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n`;
  const headBytes = utf8Length(head);
  const statements: string[] = [];
  let tuples: string[] = [];
  let bytes = headBytes;
  for (const row of rows) {
    let tuple = "(";
    for (let i = 0; i < columns.length; i++) tuple += (i === 0 ? "" : ", ") + sqlLiteral(row[columns[i] as string]);
    tuple += ")";
    const tupleBytes = utf8Length(tuple) + 2;
    if (headBytes + tupleBytes > MAX_STATEMENT_BYTES) {
      throw new Error(`a ${table} row is too large for one statement (${tupleBytes} bytes)`);
    }
    if (bytes + tupleBytes > MAX_STATEMENT_BYTES) {
      statements.push(head + tuples.join(",\n"));
      tuples = [];
      bytes = headBytes;
    }
    tuples.push(tuple);
    bytes += tupleBytes;
  }
  if (tuples.length > 0) statements.push(head + tuples.join(",\n"));
  return statements;
}

/**
 * SQL that replaces the whole catalog: DELETEs children first, chunked multi-row INSERTs parents first,
 * the listing engine's derived tables rebuilt, then the seed_meta rows. Touches no table outside the catalog.
 */
export function seedStatements(data: SeedData, meta: { version: string; products: number; today: string }): string[] {
  const deletes = [...TABLE_NAMES].reverse().map((table) => `DELETE FROM ${table}`);
  const inserts = TABLE_NAMES.flatMap((table) => insertStatements(table, data[table]));
  const metaRows = Object.entries({ version: meta.version, products: String(meta.products), today: meta.today })
    .map(([key, value]) => `(${sqlLiteral(key)}, ${sqlLiteral(value)})`)
    .join(", ");
  return [...deletes, ...inserts, ...REBUILD_ALL_LISTING_TABLES, `INSERT OR REPLACE INTO seed_meta (key, value) VALUES ${metaRows}`];
}
