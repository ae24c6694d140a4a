-- Every change that can alter a public page or a signed-in viewer announces itself on
-- 'tessera_changes', from any process (the app, the CLI, a billing job), so each instance can drop
-- what it remembers of it (ADR 0007).
CREATE FUNCTION tessera_notify_grid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('tessera_changes', 'grid:' || OLD.name); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.name <> OLD.name) THEN
    PERFORM pg_notify('tessera_changes', 'grid:' || NEW.name);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER grids_notify_page_change AFTER INSERT OR UPDATE OR DELETE ON grids
  FOR EACH ROW EXECUTE FUNCTION tessera_notify_grid_change();
--> statement-breakpoint
-- A new plan changes how every page of the owner looks, so it counts as a change to each of them
-- (their updated_at feeds Last-Modified and the sitemap).
CREATE FUNCTION tessera_notify_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.plan IS DISTINCT FROM OLD.plan THEN
    UPDATE grids SET updated_at = now() WHERE owner_id = NEW.user_id;
  END IF;
  PERFORM pg_notify('tessera_changes', 'owner:' || OLD.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_notify_page_change AFTER UPDATE OF plan, suspended_at OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION tessera_notify_owner_change();
--> statement-breakpoint
-- A session ended or changed (signed out, revoked, extended) and a changed account (email,
-- verification) must not be answered from an instance's memory of them. Announces
-- '<kind>:<the old row's column>', the kind and the column given as the trigger's arguments.
CREATE FUNCTION tessera_announce_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tessera_changes', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION tessera_announce_row_change('session', 'token');
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION tessera_announce_row_change('owner', 'id');
