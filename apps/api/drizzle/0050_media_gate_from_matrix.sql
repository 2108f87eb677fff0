-- ADR 0106: a library item's plans come from its permission's row of the plan matrix alone; no level is stored.
ALTER TABLE "download_groups" DROP COLUMN "minimum_membership_id";--> statement-breakpoint
ALTER TABLE "video_categories" DROP COLUMN "minimum_membership_id";