CREATE TABLE "help_article_translations" (
	"article_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_article_translations_pkey" PRIMARY KEY("article_id","lang")
);
--> statement-breakpoint
CREATE TABLE "help_topic_translations" (
	"topic_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_topic_translations_pkey" PRIMARY KEY("topic_id","lang")
);
--> statement-breakpoint
ALTER TABLE "help_article_translations" ADD CONSTRAINT "help_article_translations_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_topic_translations" ADD CONSTRAINT "help_topic_translations_topic_id_help_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."help_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_article_translations_search_idx" ON "help_article_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "help_article_translations_lang_idx" ON "help_article_translations" USING btree ("lang","article_id");