-- The token each refresh token was exchanged for: a client that sends its sign-in token again at every
-- refresh (Vue Storefront) is served while that successor was never presented (core/domain/customer-session.ts).
ALTER TABLE customer_refresh_tokens ADD COLUMN successor_hash TEXT;
