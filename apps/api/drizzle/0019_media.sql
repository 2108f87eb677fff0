CREATE TABLE "download_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"extension" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_url" text NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("download_files"."title", '')), 'A') || to_tsvector('simple'::regconfig, coalesce("download_files"."description", ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_by" integer DEFAULT 0 NOT NULL,
	"permission" text DEFAULT 'Video & Resource Library' NOT NULL,
	"minimum_membership_id" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_by" integer DEFAULT 0 NOT NULL,
	"permission" text DEFAULT 'Video & Resource Library' NOT NULL,
	"minimum_membership_id" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_seconds" integer NOT NULL,
	"video_url" text NOT NULL,
	"captions_url" text,
	"thumbnail_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("videos"."title", '')), 'A') || to_tsvector('simple'::regconfig, coalesce("videos"."description", ''))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_group_id_download_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."download_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_files_search_idx" ON "download_files" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "download_files_group_title_idx" ON "download_files" USING btree ("group_id","title","id");--> statement-breakpoint
CREATE INDEX "download_groups_sort_idx" ON "download_groups" USING btree ("sort_by","id");--> statement-breakpoint
CREATE INDEX "video_categories_sort_idx" ON "video_categories" USING btree ("sort_by","id");--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "videos_created_idx" ON "videos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "videos_category_created_idx" ON "videos" USING btree ("category_id","created_at","id");