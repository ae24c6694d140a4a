ALTER TABLE "profiles" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
-- A page without a language of its own speaks its owner's (ADR 0068): a new account language, like a
-- new plan, is a change to each of the owner's pages.
CREATE OR REPLACE FUNCTION tessera_notify_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.plan IS DISTINCT FROM OLD.plan OR NEW.locale IS DISTINCT FROM OLD.locale) THEN
    UPDATE grids SET updated_at = now() WHERE owner_id = NEW.user_id;
  END IF;
  PERFORM pg_notify('tessera_changes', 'owner:' || OLD.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER profiles_notify_page_change ON profiles;
--> statement-breakpoint
CREATE TRIGGER profiles_notify_page_change AFTER UPDATE OF plan, suspended_at, locale OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION tessera_notify_owner_change();
