CREATE TABLE "content_translations" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"lang" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "content_translations"."value") || case "content_translations"."lang" when 'es' then to_tsvector('spanish'::regconfig, "content_translations"."value") when 'pt' then to_tsvector('portuguese'::regconfig, "content_translations"."value") when 'de' then to_tsvector('german'::regconfig, "content_translations"."value") when 'fr' then to_tsvector('french'::regconfig, "content_translations"."value") when 'no' then to_tsvector('norwegian'::regconfig, "content_translations"."value") else ''::tsvector end) STORED NOT NULL,
	CONSTRAINT "content_translations_pkey" PRIMARY KEY("kind","item_id","lang","field")
);
--> statement-breakpoint
CREATE INDEX "content_translations_lang_idx" ON "content_translations" USING btree ("kind","lang","field","item_id");--> statement-breakpoint
CREATE INDEX "content_translations_search_idx" ON "content_translations" USING gin ("search_vector");