import { messages } from '@prd/contract';
import { Button } from '../../../components/ui/button';
import { useGetUserQuery } from '../../../lib/queries/user';
import { Avatar } from './avatar';
import { BillingCard } from './billing-card';
import { Panel } from './panel';

const t = messages.dashboard;

/** Profile tab: who the user is, their plan and billing address (spec section 2). */
export function ProfileTab({ onEdit }: { onEdit: () => void }) {
  const { data: user, isLoading } = useGetUserQuery();
  const plan = user?.plan_name || messages.plans.defaultPlanName;

  return (
    <div className="grid gap-6">
      <Panel>
        <div className="flex flex-wrap items-start gap-5 sm:flex-nowrap sm:items-center">
          <div className="order-1">
            {isLoading ? (
              <span
                aria-hidden="true"
                className="size-20 animate-pulse rounded-full bg-surface-muted"
              />
            ) : (
              <Avatar name={user?.name} picture={user?.profile_picture} />
            )}
          </div>
          <div className="order-3 w-full min-w-0 sm:order-2 sm:w-auto sm:flex-1">
            {isLoading ? (
              <div aria-hidden="true" className="space-y-2">
                <div className="h-5 w-40 animate-pulse rounded bg-surface-muted" />
                <div className="h-4 w-56 animate-pulse rounded bg-surface-muted" />
              </div>
            ) : (
              <>
                <h2 className="truncate text-xl font-semibold text-ink" data-testid="profile-name">
                  {user?.name}
                </h2>
                <p className="truncate text-sm text-ink-muted" data-testid="profile-email">
                  {user?.email}
                </p>
                <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-ink">
                  <span className="sr-only">{t.plan}: </span>
                  <svg
                    viewBox="0 0 16 16"
                    className="size-3.5 text-brand-600"
                    aria-hidden="true"
                    fill="currentColor"
                  >
                    <path d="M8 1.5l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.3l-3.8 2 .7-4.3-3.1-3 4.3-.6z" />
                  </svg>
                  <span data-testid="profile-plan">{plan}</span>
                </p>
              </>
            )}
          </div>
          <Button
            variant="secondary"
            onClick={onEdit}
            disabled={!user}
            className="order-2 ml-auto sm:order-3"
          >
            <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true" fill="none">
              <path
                d="M10.5 2.5l3 3L6 13H3v-3z"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
            {t.edit}
          </Button>
        </div>
      </Panel>
      <BillingCard />
    </div>
  );
}
