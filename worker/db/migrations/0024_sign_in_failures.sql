-- Failed sign-ins, one row each: who failed (the client address) for which account (the lower-cased
-- e-mail, known or not) and when. core/domain/sign-in-gate.ts decides from their counts in the last
-- 15 minutes; older rows are deleted as new failures come (worker/security/sign-in-failures.ts).
CREATE TABLE sign_in_failures (
  account TEXT NOT NULL,
  client TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX sign_in_failures_account ON sign_in_failures(account, client, failed_at);
CREATE INDEX sign_in_failures_client ON sign_in_failures(client, failed_at);
CREATE INDEX sign_in_failures_age ON sign_in_failures(failed_at);
