CREATE TABLE "forum_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_label" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"parent_id" integer,
	"user_id" integer,
	"body" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_follows" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_follows_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "forum_moderators" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"named_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"author_id" integer,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"image" jsonb,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_suspensions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"suspended_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_views" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_audit_log" ADD CONSTRAINT "forum_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_parent_id_forum_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forum_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_follows" ADD CONSTRAINT "forum_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_follows" ADD CONSTRAINT "forum_follows_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_moderators" ADD CONSTRAINT "forum_moderators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_moderators" ADD CONSTRAINT "forum_moderators_named_by_users_id_fk" FOREIGN KEY ("named_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_suspensions" ADD CONSTRAINT "forum_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_suspensions" ADD CONSTRAINT "forum_suspensions_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_views" ADD CONSTRAINT "forum_views_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_views" ADD CONSTRAINT "forum_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_audit_log_created_idx" ON "forum_audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_categories_order_idx" ON "forum_categories" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "forum_comments_post_idx" ON "forum_comments" USING btree ("post_id","created_at","id") WHERE "forum_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "forum_comments_parent_idx" ON "forum_comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_comments_post_all_idx" ON "forum_comments" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "forum_comments_user_idx" ON "forum_comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_follows_category_idx" ON "forum_follows" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "forum_posts_listed_idx" ON "forum_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "forum_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "forum_posts_category_idx" ON "forum_posts" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "forum_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "forum_posts_author_idx" ON "forum_posts" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_views_idx" ON "forum_posts" USING btree ("view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "forum_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "forum_posts_search_idx" ON "forum_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_views_key" ON "forum_views" USING btree ("post_id","user_id","day");