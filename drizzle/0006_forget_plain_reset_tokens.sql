-- Reset tokens were stored as typed; from now on only their SHA-256 hashes are (ADR 0010).
-- Pending links (valid for an hour at most) end here: users ask for a new one.
DELETE FROM "verifications";
