import ArrowLeft from 'lucide-react/icons/arrow-left';
import Download from 'lucide-react/icons/download';
import MessagesSquare from 'lucide-react/icons/messages-square';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { saveBlob } from '../../../lib/download';
import { notify } from '../../../lib/toast';
import { exportUserData, useAdminUserQuery, type AdminUserDetail } from '../api/admin-users';
import { formatDateTime } from '../components/format';
import { PageHeader } from '../components/page-header';
import { Card, ErrorState, LoadingState, queryErrorMessage, Spinner } from '../components/states';
import { StatusBadge, humanize } from '../../../components/ui/status-badge';
import { PlanPicker } from './user-detail/plan-picker';
import { UserActions } from './user-detail/user-actions';

const secondaryLink =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink transition-colors hover:bg-surface-muted';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

function ExportButton({ user }: { user: AdminUserDetail }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await exportUserData(user.id);
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      saveBlob(blob, `user-${user.id}-export.json`);
    } catch (err) {
      notify.error(queryErrorMessage(err, 'Could not export the data.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void download()} disabled={busy}>
      {busy ? <Spinner /> : <Download className="size-4" aria-hidden="true" />}
      Export data
    </Button>
  );
}

/** One person: what is known, their plan, and the admin's actions on the account. */
export function UserDetailPage() {
  const id = useParams().userId ?? '';
  const { data: user, error, isLoading, refetch } = useAdminUserQuery(id);
  const back = (
    <Link
      to="/admin/users"
      className="inline-flex items-center gap-1 text-ink-muted hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Users
    </Link>
  );

  if (error || isLoading || !user) {
    return (
      <>
        <PageHeader title="User" back={back} />
        {error ? (
          <Card>
            <ErrorState message={queryErrorMessage(error)} onRetry={() => void refetch()} />
          </Card>
        ) : (
          <LoadingState />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        back={back}
        title={
          <span className="flex flex-wrap items-center gap-3">
            {user.name || '(no name)'}
            <StatusBadge status={user.is_active ? 'active' : 'inactive'} />
          </span>
        }
        description={user.email}
        actions={
          <>
            <Link
              to={`/admin/chats?user_id=${encodeURIComponent(user.id)}`}
              className={secondaryLink}
            >
              <MessagesSquare className="size-4" aria-hidden="true" />
              View chats
            </Link>
            <ExportButton user={user} />
          </>
        }
      />
      {user.pending_deletion_request && (
        <p className="mb-6 rounded-lg border-l-4 border-warning bg-warning/15 px-3 py-2 text-sm text-ink">
          This person has asked for their account to be deleted.{' '}
          <Link to="/admin/deletion-requests?status=pending" className="font-medium underline">
            See deletion requests
          </Link>
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Account">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
            <Fact label="Role">{humanize(user.role)}</Fact>
            <Fact label="Plan">{user.plan_name}</Fact>
            <Fact label="Joined">{formatDateTime(user.created_at)}</Fact>
            <Fact label="Updated">{formatDateTime(user.updated_at)}</Fact>
            <Fact label="Chats">{user.chats}</Fact>
            <Fact label="Payments">{user.payments}</Fact>
            <Fact label="Uploads left">{user.remaining_uploads}</Fact>
            <Fact label="Open sessions">{user.open_sessions}</Fact>
            <Fact label="Sign-in methods">
              {user.sign_in_methods.length ? user.sign_in_methods.map(humanize).join(', ') : '—'}
            </Fact>
          </dl>
        </Card>
        <Card title="Plan">
          <PlanPicker key={String(user.assigned_plan_id)} user={user} />
        </Card>
        <Card title="Account actions" className="lg:col-span-2">
          <UserActions user={user} />
        </Card>
      </div>
    </>
  );
}
