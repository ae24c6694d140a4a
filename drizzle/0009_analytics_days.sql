CREATE TABLE "analytics_days" (
	"grid_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer[] NOT NULL,
	"visitors" integer[] NOT NULL,
	"clicks" integer[] NOT NULL,
	CONSTRAINT "analytics_days_grid_id_day_pk" PRIMARY KEY("grid_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_days" ADD CONSTRAINT "analytics_days_grid_id_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (ADR 0026): the hourly rows so far become one row per grid and UTC day, with 24 hourly counts.
INSERT INTO "analytics_days" ("grid_id", "day", "views", "visitors", "clicks")
SELECT k.grid_id, k.day,
	array_agg(coalesce(h.views, 0) ORDER BY s.slot),
	array_agg(coalesce(h.visitors, 0) ORDER BY s.slot),
	array_agg(coalesce(h.clicks, 0) ORDER BY s.slot)
FROM (SELECT DISTINCT grid_id, (hour AT TIME ZONE 'UTC')::date AS day FROM "analytics_hours") AS k
CROSS JOIN generate_series(0, 23) AS s(slot)
LEFT JOIN "analytics_hours" AS h
	ON h.grid_id = k.grid_id AND h.hour = (k.day + s.slot * interval '1 hour') AT TIME ZONE 'UTC'
GROUP BY k.grid_id, k.day;--> statement-breakpoint
DROP TABLE "analytics_hours" CASCADE;
