CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"sort_by" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_topic_id_help_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."help_topics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_slug_key" ON "help_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "help_articles_topic_idx" ON "help_articles" USING btree ("topic_id","sort_by","id") WHERE "help_articles"."status" = 'Published';--> statement-breakpoint
CREATE INDEX "help_articles_popular_idx" ON "help_articles" USING btree ("sort_by","id") WHERE "help_articles"."status" = 'Published' and "help_articles"."is_popular";--> statement-breakpoint
CREATE INDEX "help_articles_updated_idx" ON "help_articles" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "help_articles_search_idx" ON "help_articles" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "help_topics_slug_key" ON "help_topics" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "help_topics_order_idx" ON "help_topics" USING btree ("sort_by","name");