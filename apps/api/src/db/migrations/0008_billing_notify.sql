-- Tell the API process when a user's entitlement may have changed (modules/billing/
-- entitlement-cache.ts): 'u:<user id>' for their grants, usage and base plan, 'p' for any plan.
-- Without a listener this costs nothing.
CREATE FUNCTION prd_notify_billing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'plans' THEN
    PERFORM pg_notify('prd_billing_change', 'p');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('prd_billing_change', 'u:' || OLD.user_id::text);
  ELSE
    PERFORM pg_notify('prd_billing_change', 'u:' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION prd_notify_user_plan_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('prd_billing_change', 'u:' || OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_billing_change AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION prd_notify_billing_change();
--> statement-breakpoint
CREATE TRIGGER usage_periods_billing_change AFTER INSERT OR UPDATE OR DELETE ON usage_periods
  FOR EACH ROW EXECUTE FUNCTION prd_notify_billing_change();
--> statement-breakpoint
CREATE TRIGGER plans_billing_change AFTER INSERT OR UPDATE OR DELETE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION prd_notify_billing_change();
--> statement-breakpoint
CREATE TRIGGER users_billing_change AFTER UPDATE OF plan_id, created_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION prd_notify_user_plan_change();
