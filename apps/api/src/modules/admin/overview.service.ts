import type { AdminOverview } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import { overviewFigures } from './overview.repository.js';

const DAYS = 30;
const DAY_MS = 86_400_000;

/** The first moment of now's month and of the day DAYS - 1 days ago (UTC). */
function bounds(now: Date) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { monthStart, since: new Date(today - (DAYS - 1) * DAY_MS), today };
}

/** Admins: the numbers on the console's first page. */
export function createOverviewService(deps: Pick<Platform, 'db' | 'clock'>) {
  return {
    async overview(): Promise<AdminOverview> {
      const now = deps.clock.now();
      const { monthStart, since, today } = bounds(now);
      const f = await overviewFigures(deps.db, now, monthStart, since);
      const prds_per_day = Array.from({ length: DAYS }, (_, i) => {
        const date = new Date(today - (DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
        return { date, count: f.perDay.get(date) ?? 0 };
      });
      return {
        users: f.users,
        new_users_this_month: f.newUsers,
        active_subscriptions: f.activeSubscriptions,
        revenue_this_month: f.revenue
          .map((r) => ({ currency: r.currency, amount_cents: r.cents }))
          .sort((a, b) => a.currency.localeCompare(b.currency)),
        open_incidents: f.openIncidents,
        pending_deletion_requests: f.pendingDeletions,
        prds_per_day,
      };
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
