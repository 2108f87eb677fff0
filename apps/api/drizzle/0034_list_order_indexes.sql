DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "users_name_idx";--> statement-breakpoint
DROP INDEX "payments_user_created_idx";--> statement-breakpoint
DROP INDEX "purchases_user_created_idx";--> statement-breakpoint
DROP INDEX "enrollments_user_idx";--> statement-breakpoint
DROP INDEX "forum_posts_author_idx";--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_guest_created_idx";--> statement-breakpoint
DROP INDEX "member_profiles_listed_idx";--> statement-breakpoint
DROP INDEX "member_profiles_sort_idx";--> statement-breakpoint
DROP INDEX "seminars_course_start_idx";--> statement-breakpoint
DROP INDEX "seminars_instructor_start_idx";--> statement-breakpoint
DROP INDEX "products_kind_idx";--> statement-breakpoint
ALTER TABLE "forum_categories" ADD COLUMN "post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "seminars_listed_idx" ON "seminars" USING btree ("first_start","id") WHERE "seminars"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_user_created_idx" ON "purchases" USING btree ("user_id","created_at" DESC NULLS LAST,"source","source_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enrollments_user_idx" ON "enrollments" USING btree ("user_id","enrolled_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_author_idx" ON "forum_posts" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_guest_created_idx" ON "orders" USING btree ("guest_id","created_at","id");--> statement-breakpoint
CREATE INDEX "member_profiles_listed_idx" ON "member_profiles" USING btree ("listed_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "member_profiles"."listed" and "member_profiles"."account_active" and "member_profiles"."unlisted_by_admin_at" is null;--> statement-breakpoint
CREATE INDEX "member_profiles_sort_idx" ON "member_profiles" USING btree ("sort_last","sort_first","user_id") WHERE "member_profiles"."listed" and "member_profiles"."account_active" and "member_profiles"."unlisted_by_admin_at" is null;--> statement-breakpoint
CREATE INDEX "seminars_course_start_idx" ON "seminars" USING btree ("course_id","first_start","id");--> statement-breakpoint
CREATE INDEX "seminars_instructor_start_idx" ON "seminars" USING btree ("instructor_id","first_start","id");--> statement-breakpoint
CREATE INDEX "products_kind_idx" ON "products" USING btree ("kind","sort_order","id");--> statement-breakpoint
-- Each board's visible posts (ADR 0082): the forum list's TotalCount and the boards' PostCount read this counter
-- instead of counting a million posts per page. Inserts and deletes are counted per statement (a bulk load updates
-- each board once), a hide, an unhide or a move per row.
CREATE FUNCTION forum_posts_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE forum_categories c
    SET post_count = c.post_count + (CASE WHEN TG_OP = 'INSERT' THEN d.n ELSE -d.n END)
    FROM (SELECT category_id, count(*)::int AS n FROM changed_posts WHERE hidden_at IS NULL GROUP BY category_id) d
    WHERE c.id = d.category_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER forum_posts_count_insert AFTER INSERT ON forum_posts
  REFERENCING NEW TABLE AS changed_posts FOR EACH STATEMENT EXECUTE FUNCTION forum_posts_count_rows();--> statement-breakpoint
CREATE TRIGGER forum_posts_count_delete AFTER DELETE ON forum_posts
  REFERENCING OLD TABLE AS changed_posts FOR EACH STATEMENT EXECUTE FUNCTION forum_posts_count_rows();--> statement-breakpoint
CREATE FUNCTION forum_posts_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.hidden_at IS NULL THEN
    UPDATE forum_categories SET post_count = post_count - 1 WHERE id = OLD.category_id;
  END IF;
  IF NEW.hidden_at IS NULL THEN
    UPDATE forum_categories SET post_count = post_count + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER forum_posts_count_update AFTER UPDATE OF hidden_at, category_id ON forum_posts FOR EACH ROW
  WHEN ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL) OR OLD.category_id <> NEW.category_id)
  EXECUTE FUNCTION forum_posts_count_change();--> statement-breakpoint
UPDATE forum_categories c
  SET post_count = (SELECT count(*)::int FROM forum_posts p WHERE p.category_id = c.id AND p.hidden_at IS NULL);
