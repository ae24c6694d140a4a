CREATE TABLE "sender_salts" (
	"period" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
-- Keys made with the daily analytics salts, of address and user agent, can match no sender any more
-- (ADR 0049): a block made from one would never hold. Messages of the last 30 days, which could
-- otherwise be blocked, lose theirs; the blocks of anonymous senders made with them go.
UPDATE "messages" SET "sender_hash" = NULL WHERE "sender_hash" IS NOT NULL AND "created_at" > now() - interval '31 days';--> statement-breakpoint
UPDATE "filtered_messages" SET "sender_hash" = NULL WHERE "sender_hash" IS NOT NULL;--> statement-breakpoint
DELETE FROM "blocked_senders" WHERE "user_id" IS NULL;
