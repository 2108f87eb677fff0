DROP INDEX "enrollments_seminar_status_idx";--> statement-breakpoint
CREATE INDEX "enrollments_seminar_seat_idx" ON "enrollments" USING btree ("seminar_id","status","enrolled_at");--> statement-breakpoint
CREATE INDEX "forum_views_user_idx" ON "forum_views" USING btree ("user_id");