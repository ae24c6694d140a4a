ALTER TABLE "analytics_tile_click_months" ADD COLUMN "desktop_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_tile_click_months" ADD COLUMN "phone_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_tile_clicks" ADD COLUMN "desktop_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_tile_clicks" ADD COLUMN "phone_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_tile_clicks_grid_tile_day" ON "analytics_tile_clicks" USING btree ("grid_id","tile_id","day");--> statement-breakpoint
-- Hand-written (ADR 0071, keeping ADR 0038's INCLUDE): the month key carries the counts per layout
-- too, so that whole months are still read from the index alone.
ALTER TABLE "analytics_tile_click_months" DROP CONSTRAINT "analytics_tile_click_months_grid_id_month_tile_id_pk";--> statement-breakpoint
ALTER TABLE "analytics_tile_click_months" ADD CONSTRAINT "analytics_tile_click_months_grid_id_month_tile_id_pk" PRIMARY KEY("grid_id","month","tile_id") INCLUDE ("clicks","desktop_clicks","phone_clicks");
