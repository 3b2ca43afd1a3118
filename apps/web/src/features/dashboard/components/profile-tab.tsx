import { messages } from '@prd/contract';
import Pencil from 'lucide-react/icons/pencil';
import Star from 'lucide-react/icons/star';
import { Button } from '../../../components/ui/button';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { useGetUserQuery } from '../../../lib/queries/user';
import { Avatar } from '../../../components/ui/avatar';
import { BillingCard } from './billing-card';
import { Panel } from './panel';
import { avatarAlt, NO_NAME_INITIAL } from '../utils/format';

const t = messages.dashboard;

/** Profile tab: who the user is, their plan and billing address (spec section 2). */
export function ProfileTab({ onEdit }: { onEdit: () => void }) {
  const { data: user, isLoading } = useGetUserQuery();
  const plan = user?.plan_name || messages.plans.defaultPlanName;

  return (
    <div className="grid gap-6">
      <VerifyEmailNotice />
      <Panel>
        <div className="flex flex-wrap items-start gap-5 sm:flex-nowrap sm:items-center">
          <div className="order-1">
            {isLoading ? (
              <span
                aria-hidden="true"
                className="size-20 animate-pulse rounded-full bg-surface-muted"
              />
            ) : (
              <Avatar
                name={user?.name}
                picture={user?.profile_picture}
                size="xl"
                alt={avatarAlt(user?.name)}
                fallback={NO_NAME_INITIAL}
                framed
              />
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
                  <Star
                    className="size-3.5 text-brand-600"
                    fill="currentColor"
                    aria-hidden="true"
                  />
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
            <Pencil className="size-4" strokeWidth={1.8} aria-hidden="true" />
            {t.edit}
          </Button>
        </div>
      </Panel>
      <BillingCard />
    </div>
  );
}
