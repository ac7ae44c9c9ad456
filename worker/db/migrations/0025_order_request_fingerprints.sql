-- Decision 0032: an order keeps the fingerprint of the request that placed it (a SHA-256 of its
-- canonicalized meaningful fields), so its idempotency key sent again with another body (other lines,
-- store, total) is refused with a 422 naming the first order instead of answering that order silently.
-- NULL for orders placed before, and for orders no client request describes (a paid hosted checkout).
ALTER TABLE orders ADD COLUMN request_fingerprint TEXT;
ALTER TABLE upstream_orders ADD COLUMN request_fingerprint TEXT;
