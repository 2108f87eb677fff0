CREATE TABLE "member_profile_counts" (
	"membership_id" integer PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The profiles that pass the listing rule's fixed part, per copied level (issue 22): the unfiltered directory's
-- TotalCount reads these rows instead of counting every listed profile per page. Counted per statement from the
-- transition tables, so a bulk write (the scale seed, a trigger touching many rows) updates each level once; the
-- levels are written in one statement in ascending order, so two writers cannot lock them crosswise.
CREATE FUNCTION member_profiles_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_profile_counts AS c (membership_id, listed)
    SELECT coalesce(current_membership_id, 0), (CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END) * count(*)::int
    FROM changed_profiles
    WHERE listed AND account_active AND unlisted_by_admin_at IS NULL
    GROUP BY 1 ORDER BY 1
  ON CONFLICT (membership_id) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_profiles_count_insert AFTER INSERT ON member_profiles
  REFERENCING NEW TABLE AS changed_profiles FOR EACH STATEMENT EXECUTE FUNCTION member_profiles_count_rows();--> statement-breakpoint
CREATE TRIGGER member_profiles_count_delete AFTER DELETE ON member_profiles
  REFERENCING OLD TABLE AS changed_profiles FOR EACH STATEMENT EXECUTE FUNCTION member_profiles_count_rows();--> statement-breakpoint
CREATE FUNCTION member_profiles_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_profile_counts AS c (membership_id, listed)
    SELECT level, sum(n)::int FROM (
      SELECT coalesce(current_membership_id, 0) AS level, -1 AS n FROM old_profiles
        WHERE listed AND account_active AND unlisted_by_admin_at IS NULL
      UNION ALL
      SELECT coalesce(current_membership_id, 0), 1 FROM new_profiles
        WHERE listed AND account_active AND unlisted_by_admin_at IS NULL
    ) d
    GROUP BY level HAVING sum(n) <> 0 ORDER BY level
  ON CONFLICT (membership_id) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_profiles_count_update AFTER UPDATE ON member_profiles
  REFERENCING OLD TABLE AS old_profiles NEW TABLE AS new_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION member_profiles_count_change();--> statement-breakpoint
INSERT INTO member_profile_counts (membership_id, listed)
  SELECT coalesce(current_membership_id, 0), count(*)::int FROM member_profiles
  WHERE listed AND account_active AND unlisted_by_admin_at IS NULL
  GROUP BY 1;
