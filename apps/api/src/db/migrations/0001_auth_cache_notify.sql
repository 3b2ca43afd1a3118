-- Tell the API process when anything its auth cache holds changes (see modules/auth/auth-cache.ts).
-- Payloads: 's:<session id>', 'u:<user id>', 'p' (any plan). Without a listener this costs nothing.
CREATE FUNCTION prd_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('prd_auth_change', 's:' || OLD.id::text);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('prd_auth_change', 'u:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('prd_auth_change', 'p');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION prd_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION prd_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER plans_auth_change AFTER UPDATE OR DELETE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION prd_notify_auth_change();
