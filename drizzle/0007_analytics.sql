CREATE TABLE "analytics_hours" (
	"grid_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hours_grid_id_hour_pk" PRIMARY KEY("grid_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sources" (
	"grid_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_sources_grid_id_day_kind_value_pk" PRIMARY KEY("grid_id","day","kind","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_tile_clicks" (
	"grid_id" uuid NOT NULL,
	"day" date NOT NULL,
	"tile_id" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_tile_clicks_grid_id_day_tile_id_pk" PRIMARY KEY("grid_id","day","tile_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"grid_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "analytics_visitors_grid_id_day_hash_pk" PRIMARY KEY("grid_id","day","hash")
);
--> statement-breakpoint
ALTER TABLE "analytics_hours" ADD CONSTRAINT "analytics_hours_grid_id_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sources" ADD CONSTRAINT "analytics_sources_grid_id_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_tile_clicks" ADD CONSTRAINT "analytics_tile_clicks_grid_id_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD CONSTRAINT "analytics_visitors_grid_id_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."grids"("id") ON DELETE cascade ON UPDATE no action;