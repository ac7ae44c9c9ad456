-- Every mail the shop sends, in the store's language: the local outbox (`npm run mail:list`,
-- GET /ops/mail) and, with a provider configured, the record of what was delivered.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  store_code TEXT NOT NULL,
  kind TEXT NOT NULL,                   -- password-reset, welcome, order-confirmation, newsletter-coupon
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  dedupe_key TEXT UNIQUE,               -- a mail that must go once (an order's confirmation) names itself
  created_at TEXT NOT NULL,
  sent_at TEXT,                         -- set when the provider accepted it
  error TEXT                            -- the provider's refusal, when it refused
);
CREATE INDEX mail_outbox_recipient ON mail_outbox(recipient);

-- Password-reset tokens, stored as SHA-256 hashes: valid for an hour, once.
CREATE TABLE customer_password_resets (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  expires_at INTEGER NOT NULL,          -- epoch seconds
  used_at INTEGER
);
