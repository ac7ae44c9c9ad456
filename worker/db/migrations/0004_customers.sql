-- Customer accounts created at checkout ("create an account with my details"). Passwords are
-- stored only as PBKDF2-SHA256 hashes with a per-customer salt (worker/security/password.ts).

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  store_code TEXT NOT NULL,
  password_hash TEXT NOT NULL,            -- pbkdf2-sha256$iterations$salt$hash (base64)
  created_at TEXT NOT NULL
);
