DROP INDEX "messages_grid_favorite_idx";--> statement-breakpoint
DROP INDEX "messages_grid_signed_in_idx";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "author_label" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "owner_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_owner_created_idx" ON "messages" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_owner_favorite_idx" ON "messages" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "messages"."favorite";--> statement-breakpoint
CREATE INDEX "messages_owner_signed_in_idx" ON "messages" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "messages"."anonymous";