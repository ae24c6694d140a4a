CREATE TABLE "grid_notices" (
	"grid_id" uuid PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"link_url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grid_notices" ADD CONSTRAINT "grid_notices_grid_id_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A grid's notice is part of its page, like its answers (0011): the function that touches the
-- grid's updated_at for an answer does it for a notice too, under a name that says so.
ALTER FUNCTION tessera_touch_answered_grid() RENAME TO tessera_touch_grid_of_row;
--> statement-breakpoint
CREATE TRIGGER grid_notices_touch_grid AFTER INSERT OR UPDATE OR DELETE ON grid_notices
  FOR EACH ROW EXECUTE FUNCTION tessera_touch_grid_of_row();
