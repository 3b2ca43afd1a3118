UPDATE "plans" SET "price_cents" = round("price" * 100)::integer WHERE "price" IS NOT NULL;--> statement-breakpoint
-- Uploads used so far count against the current window of the user's base plan
-- (modules/billing/entitlements.ts computes the same key).
INSERT INTO "usage_periods" ("user_id", "period_key", "plan_id", "period_start", "period_end", "used")
SELECT w.id, 'base:' || w.plan_id || ':' || w.n, w.plan_id,
  w.created_at + (w.n * w.days) * interval '1 day',
  w.created_at + ((w.n + 1) * w.days) * interval '1 day',
  w.uploads_used
FROM (
  SELECT u.id, u.created_at, u.uploads_used, p.id AS plan_id, p.duration_days AS days,
    floor(extract(epoch from (now() - u.created_at)) / (p.duration_days * 86400))::bigint AS n
  FROM "users" u
  JOIN "plans" p ON p.id = coalesce(u.plan_id, (SELECT id FROM "plans" WHERE code = 'free'))
  WHERE u.uploads_used > 0 AND p.duration_days > 0
) w;--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "uploads_used";
