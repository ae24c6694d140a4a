CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"grid_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"body" text NOT NULL,
	"show_username" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_grid_id_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_grid_created_idx" ON "answers" USING btree ("grid_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- What a Q&A tile shows is part of its grid's page: every change to an answer touches the grid's
-- updated_at, which announces the grid (its trigger) and moves the page's version. Strictly later
-- than before, so that two changes within one millisecond still make two versions.
CREATE FUNCTION tessera_touch_answered_grid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE grids SET updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond') WHERE id = OLD.grid_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.grid_id IS DISTINCT FROM OLD.grid_id) THEN
    UPDATE grids SET updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond') WHERE id = NEW.grid_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answers_touch_grid AFTER INSERT OR UPDATE OR DELETE ON answers
  FOR EACH ROW EXECUTE FUNCTION tessera_touch_answered_grid();
