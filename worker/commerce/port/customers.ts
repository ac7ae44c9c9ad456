import type { StoreCode } from "../../../app/stores.ts";

/** A customer account created at checkout; the password arrives hashed. */
export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  store: StoreCode;
  passwordHash: string;
}

/** Customer accounts. */
export interface CustomersPort {
  /** False when an account with this email exists already. */
  create(customer: NewCustomer): Promise<boolean>;
}
