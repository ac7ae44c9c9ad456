-- Customer sessions of the embedded backend: refresh tokens, stored only as SHA-256 hashes.
-- Each use spends a token and issues the next in its family; presenting a spent one revokes the family.
CREATE TABLE customer_refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  family TEXT NOT NULL,
  expires_at INTEGER NOT NULL,            -- epoch seconds
  used_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX customer_refresh_tokens_family ON customer_refresh_tokens(family);

-- Sign-in attempts per key (an e-mail or a client address) and fixed window: the throttle of /api/user.
CREATE TABLE auth_attempts (
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,          -- epoch seconds
  attempts INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);
