-- Hand-written (ADR 0038): the primary keys carry the counts (INCLUDE), so that the dashboard reads
-- whole months from the index alone.
CREATE TABLE "analytics_source_months" (
	"grid_id" uuid NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_source_months_grid_id_month_kind_value_pk" PRIMARY KEY("grid_id","month","kind","value") INCLUDE ("views")
);
--> statement-breakpoint
CREATE TABLE "analytics_tile_click_months" (
	"grid_id" uuid NOT NULL,
	"month" date NOT NULL,
	"tile_id" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_tile_click_months_grid_id_month_tile_id_pk" PRIMARY KEY("grid_id","month","tile_id") INCLUDE ("clicks")
);
--> statement-breakpoint
ALTER TABLE "analytics_source_months" ADD CONSTRAINT "analytics_source_months_grid_id_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_tile_click_months" ADD CONSTRAINT "analytics_tile_click_months_grid_id_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (ADR 0038): the months so far, summed from the day rows.
INSERT INTO "analytics_tile_click_months" ("grid_id", "month", "tile_id", "clicks")
SELECT grid_id, date_trunc('month', day)::date, tile_id, sum(clicks)
FROM "analytics_tile_clicks"
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "analytics_source_months" ("grid_id", "month", "kind", "value", "views")
SELECT grid_id, date_trunc('month', day)::date, kind, value, sum(views)
FROM "analytics_sources"
GROUP BY 1, 2, 3, 4;
