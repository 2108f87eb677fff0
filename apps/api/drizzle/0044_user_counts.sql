CREATE TABLE "user_counts" (
	"deleted" boolean PRIMARY KEY NOT NULL,
	"accounts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Live and deleted accounts (ADR 0102), as member_profile_counts (migration 0043) counts the directory: per
-- statement from the transition tables, both states in one statement in ascending order; an update that deletes or
-- restores no account writes nothing.
CREATE FUNCTION users_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts AS c (deleted, accounts)
    SELECT deleted_at IS NOT NULL, (CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END) * count(*)::int
    FROM changed_users GROUP BY 1 ORDER BY 1
  ON CONFLICT (deleted) DO UPDATE SET accounts = c.accounts + excluded.accounts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed_users FOR EACH STATEMENT EXECUTE FUNCTION users_count_rows();--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_users FOR EACH STATEMENT EXECUTE FUNCTION users_count_rows();--> statement-breakpoint
CREATE FUNCTION users_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts AS c (deleted, accounts)
    SELECT deleted, sum(n)::int FROM (
      SELECT deleted_at IS NOT NULL AS deleted, -1 AS n FROM old_users
      UNION ALL
      SELECT deleted_at IS NOT NULL, 1 FROM new_users
    ) d
    GROUP BY deleted HAVING sum(n) <> 0 ORDER BY deleted
  ON CONFLICT (deleted) DO UPDATE SET accounts = c.accounts + excluded.accounts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_count_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_count_change();--> statement-breakpoint
INSERT INTO user_counts (deleted, accounts)
  SELECT deleted_at IS NOT NULL, count(*)::int FROM users GROUP BY 1;
