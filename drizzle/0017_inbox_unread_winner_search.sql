-- Trigram search of message bodies (ADR 0066); pg_trgm is a trusted extension, which the database's owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "inbox_settings" ALTER COLUMN "notify" SET DEFAULT 'daily';--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "winner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "unread" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- What was new by the old rule (received after the inbox was last opened) stays new; the rest is read.
UPDATE "messages" SET "unread" = false
  FROM "inbox_settings"
  WHERE "inbox_settings"."user_id" = "messages"."owner_id" AND "messages"."created_at" <= "inbox_settings"."opened_at";--> statement-breakpoint
CREATE INDEX "messages_owner_unread_idx" ON "messages" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "messages"."unread";--> statement-breakpoint
CREATE INDEX "messages_body_trgm_idx" ON "messages" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "inbox_settings" DROP COLUMN "opened_at";
