ALTER TABLE "member_profiles" ADD COLUMN "account_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "current_membership_id" integer;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "sort_last" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "sort_first" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "member_profiles_sort_idx" ON "member_profiles" USING btree ("sort_last","sort_first","user_id");--> statement-breakpoint
CREATE INDEX "member_profiles_search_idx" ON "member_profiles" USING gin ("search_vector");--> statement-breakpoint
-- ADR 0055: the directory's facts from other tables, copied into member_profiles by triggers so that no writer
-- (the application, a job, a console) can leave them behind.
CREATE FUNCTION member_profiles_facts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  given text;
  family text;
  is_active boolean;
  plan_id integer;
  plan_status text;
BEGIN
  SELECT u.first_name, u.last_name, (u.locked_at IS NULL AND u.deleted_at IS NULL)
    INTO given, family, is_active FROM users u WHERE u.id = NEW.user_id;
  SELECT um.membership_id, um.status INTO plan_id, plan_status FROM user_memberships um
    WHERE um.user_id = NEW.user_id ORDER BY um.created_at DESC, um.id DESC LIMIT 1;
  NEW.account_active := coalesce(is_active, false);
  NEW.current_membership_id := CASE WHEN plan_status IS DISTINCT FROM 'lapsed' THEN plan_id END;
  NEW.sort_last := lower(coalesce(family, ''));
  NEW.sort_first := lower(coalesce(given, ''));
  NEW.search_vector := to_tsvector('simple'::regconfig,
    coalesce(given, '') || ' ' || coalesce(family, '') || ' ' || coalesce(NEW.city, ''));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_profiles_facts BEFORE INSERT OR UPDATE ON member_profiles
  FOR EACH ROW EXECUTE FUNCTION member_profiles_facts();
--> statement-breakpoint
-- Touching the row (an update that changes nothing) runs member_profiles_facts again.
CREATE FUNCTION member_profiles_touch_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE member_profiles SET updated_at = updated_at WHERE user_id = NEW.user_id;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id) THEN
    UPDATE member_profiles SET updated_at = updated_at WHERE user_id = OLD.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_memberships_directory_facts AFTER INSERT OR UPDATE OR DELETE ON user_memberships
  FOR EACH ROW EXECUTE FUNCTION member_profiles_touch_user();
--> statement-breakpoint
CREATE FUNCTION member_profiles_touch_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_profiles SET updated_at = updated_at WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_directory_facts AFTER UPDATE OF first_name, last_name, locked_at, deleted_at ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.locked_at IS DISTINCT FROM NEW.locked_at OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION member_profiles_touch_account();
--> statement-breakpoint
UPDATE member_profiles SET updated_at = updated_at;
