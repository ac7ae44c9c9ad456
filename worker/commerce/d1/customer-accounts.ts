import { ADDRESS_BOOK_LIMIT, settleDefaults, type BookAddress } from "#core/domain/address-book.ts";
import type { StoreCode } from "#core/stores.ts";
import type { CustomerProfile, CustomersPort } from "#core/port/index.ts";
import { createCustomerLists } from "../shop/customer-lists.ts";
import { readCustomerOrder, readCustomerOrders } from "./orders.ts";

type CustomerRow = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  store_code: StoreCode;
  created_at: string;
  customer_type: "private" | "business";
  company: string | null;
  tax_id: string | null;
};
type AddressRow = {
  id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  postcode: string;
  city: string;
  country_id: string;
  telephone: string | null;
  default_shipping: number;
  default_billing: number;
};

export async function readCustomerProfile(db: D1Database, id: number): Promise<CustomerProfile | null> {
  const [customer, addresses] = await db.batch([
    db.prepare("SELECT id, email, firstname, lastname, phone, store_code, created_at, customer_type, company, tax_id FROM customers WHERE id = ?1").bind(id),
    db.prepare("SELECT * FROM customer_addresses WHERE customer_id = ?1 ORDER BY id").bind(id),
  ]);
  const row = customer?.results[0] as CustomerRow | undefined;
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    store: row.store_code,
    createdAt: row.created_at,
    type: row.customer_type,
    company: row.company,
    taxId: row.tax_id,
    addresses: ((addresses?.results ?? []) as AddressRow[]).map(
      (a): BookAddress => ({
        id: a.id,
        firstname: a.firstname,
        lastname: a.lastname,
        company: a.company,
        street: a.street,
        postcode: a.postcode,
        city: a.city,
        countryId: a.country_id,
        telephone: a.telephone,
        defaultShipping: a.default_shipping === 1,
        defaultBilling: a.default_billing === 1,
      }),
    ),
  };
}

type AccountMethods = "me" | "updateProfile" | "orderHistory" | "order" | "cart" | "setCart" | "cartOwner" | "wishlist" | "changeWishlist";

/** What a signed-in customer reads and keeps: profile, address book, orders, cart and wishlist. */
export function createCustomerAccounts(db: D1Database, customerOf: (token: string) => Promise<number | null>): Pick<CustomersPort, AccountMethods> {
  return {
    async me(token) {
      const id = await customerOf(token);
      return id === null ? null : readCustomerProfile(db, id);
    },

    async updateProfile(token, changes) {
      const id = await customerOf(token);
      if (id === null) return null;
      const current = await readCustomerProfile(db, id);
      if (!current) return null;
      // Checked first, so a refused e-mail leaves the rest (the address book) unchanged too.
      if (changes.email && (await db.prepare("SELECT 1 AS taken FROM customers WHERE email = ?1 AND id != ?2").bind(changes.email.trim(), id).first())) return "email-taken";
      const statements = [
        db
          .prepare(
            `UPDATE OR IGNORE customers SET email = COALESCE(?2, email), firstname = COALESCE(?3, firstname), lastname = COALESCE(?4, lastname),
               customer_type = COALESCE(?5, customer_type), company = CASE WHEN ?9 THEN ?6 ELSE company END, tax_id = CASE WHEN ?9 THEN ?7 ELSE tax_id END,
               phone = CASE WHEN ?10 THEN ?8 ELSE phone END
             WHERE id = ?1`,
          )
          .bind(
            id, changes.email?.trim() ?? null, changes.firstname ?? null, changes.lastname ?? null, changes.type ?? null,
            changes.company ?? null, changes.taxId ?? null, changes.phone ?? null,
            changes.type !== undefined || changes.company !== undefined || changes.taxId !== undefined ? 1 : 0,
            changes.phone !== undefined ? 1 : 0,
          ),
      ];
      if (changes.addresses) {
        // The whole book is replaced; an id keeps only when it is one of this customer's own addresses.
        const own = new Set(current.addresses.map((a) => a.id));
        const book = settleDefaults(
          changes.addresses.slice(0, ADDRESS_BOOK_LIMIT).map((a) => ({ ...a, id: a.id !== undefined && own.has(a.id) ? a.id : 0, defaultShipping: a.defaultShipping ?? false, defaultBilling: a.defaultBilling ?? false })),
        );
        statements.push(db.prepare("DELETE FROM customer_addresses WHERE customer_id = ?1").bind(id));
        for (const a of book) {
          statements.push(
            db
              .prepare(
                `INSERT INTO customer_addresses (id, customer_id, firstname, lastname, company, street, postcode, city, country_id, telephone, default_shipping, default_billing)
                 VALUES (NULLIF(?1, 0), ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
              )
              .bind(a.id, id, a.firstname, a.lastname, a.company, a.street, a.postcode, a.city, a.countryId.toUpperCase(), a.telephone, a.defaultShipping ? 1 : 0, a.defaultBilling ? 1 : 0),
          );
        }
      }
      const [updated] = await db.batch(statements);
      // OR IGNORE: the UNIQUE e-mail index refused the change (another account has the address).
      if (updated?.meta.changes !== 1) return "email-taken";
      return readCustomerProfile(db, id);
    },

    async orderHistory(token, { pageSize, currentPage }) {
      const id = await customerOf(token);
      return id === null ? null : readCustomerOrders(db, id, pageSize, currentPage);
    },

    async order(token, incrementId) {
      const id = await customerOf(token);
      return id === null ? null : readCustomerOrder(db, id, incrementId);
    },

    ...createCustomerLists(db, customerOf),
  };
}
