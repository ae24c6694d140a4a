CREATE TABLE "inbox_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone,
	"notify" text DEFAULT 'off' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"digest_day" date,
	"digest_since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_settings_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "inbox_settings" ADD CONSTRAINT "inbox_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_settings_daily_idx" ON "inbox_settings" USING btree ("digest_day") WHERE "inbox_settings"."notify" = 'daily';