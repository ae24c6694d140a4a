CREATE TABLE "custom_domains" (
	"grid_id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"problem" text,
	"checked_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_grid_id_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_domain_idx" ON "custom_domains" USING btree ("domain");--> statement-breakpoint
-- A domain's status names the page's canonical address, so its changes touch the grid like a
-- notice's do (0013), and the page's version moves on every instance.
CREATE TRIGGER custom_domains_touch_grid AFTER INSERT OR DELETE OR UPDATE OF status, domain ON custom_domains
  FOR EACH ROW EXECUTE FUNCTION tessera_touch_grid_of_row();
--> statement-breakpoint
-- Each instance keeps the active domains in memory for the Host routing and Caddy's questions
-- (ADR 0065): every change announces 'domain:<domain>' so that they read them again.
CREATE FUNCTION tessera_notify_domain_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('tessera_changes', 'domain:' || OLD.domain); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('tessera_changes', 'domain:' || NEW.domain); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER custom_domains_notify_change AFTER INSERT OR UPDATE OR DELETE ON custom_domains
  FOR EACH ROW EXECUTE FUNCTION tessera_notify_domain_change();
