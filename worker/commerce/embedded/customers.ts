import type { NewCustomer } from "../port/index.ts";

/** False when an account with this email exists already (the UNIQUE index decides, also under a race). */
export async function createCustomer(db: D1Database, customer: NewCustomer): Promise<boolean> {
  const result = await db
    .prepare("INSERT OR IGNORE INTO customers (email, firstname, lastname, store_code, password_hash, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(customer.email.trim(), customer.firstname, customer.lastname, customer.store, customer.passwordHash, new Date().toISOString())
    .run();
  return result.meta.changes === 1;
}
