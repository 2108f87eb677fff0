-- ADR 0107: a directory name search ignores the accents of Latin letters ("Dvorak" finds "Dvořák", "soren" finds
-- "Søren"). The same folding as the domain's `foldLatin` (packages/domain/src/shared/fold.ts), which folds the
-- words typed; test/practitioners/fold.test.ts checks that both agree.
CREATE FUNCTION fold_latin(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    replace(replace(replace(
      normalize(regexp_replace(normalize(lower(t), NFD), '([a-z])[\u0300-\u036f]+', '\1', 'g'), NFC),
      'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'),
    'øłđ', 'old')
$$;
--> statement-breakpoint
-- As in migration 0024, with the row's words folded.
CREATE OR REPLACE FUNCTION member_profiles_facts() RETURNS trigger LANGUAGE plpgsql AS $$
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
    fold_latin(coalesce(given, '') || ' ' || coalesce(family, '') || ' ' || coalesce(NEW.city, '')));
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE member_profiles SET updated_at = updated_at;
