ALTER TABLE "courses" ADD COLUMN "banner_images" jsonb;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "thumbnail_images" jsonb;