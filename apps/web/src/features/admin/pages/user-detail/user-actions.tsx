import Ban from 'lucide-react/icons/ban';
import LogOut from 'lucide-react/icons/log-out';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { notify } from '../../../../lib/toast';
import {
  useDeleteUserMutation,
  useEndUserSessionsMutation,
  useSetUserActiveMutation,
  type AdminUserDetail,
} from '../../api/admin-users';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { queryErrorMessage } from '../../components/states';

type Pending = 'active' | 'sessions' | 'delete' | null;

/** Runs a mutation, toasts the server's message, and reports whether it worked. */
async function run(call: () => Promise<{ message: string }>): Promise<boolean> {
  try {
    notify.success((await call()).message);
    return true;
  } catch (err) {
    notify.error(queryErrorMessage(err));
    return false;
  }
}

function Row({ title, text, action }: { title: string; text: string; action: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 border-t border-line py-4 first:border-t-0 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium text-ink">{title}</p>
        <p className="text-sm text-ink-muted">{text}</p>
      </div>
      <div className="shrink-0">{action}</div>
    </div>
  );
}

/** Deactivate or reactivate, end every session, delete: each confirmed, each toasting. */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Pending>(null);
  const [setActive, activeState] = useSetUserActiveMutation();
  const [endSessions, sessionsState] = useEndUserSessionsMutation();
  const [deleteUser, deleteState] = useDeleteUserMutation();
  const close = (next: boolean) => !next && setOpen(null);

  return (
    <>
      <div>
        <Row
          title={user.is_active ? 'Deactivate account' : 'Reactivate account'}
          text={
            user.is_active
              ? 'They are signed out everywhere and cannot sign in until reactivated.'
              : 'They can sign in again.'
          }
          action={
            <Button variant="secondary" onClick={() => setOpen('active')}>
              {user.is_active ? (
                <Ban className="size-4" aria-hidden="true" />
              ) : (
                <RotateCcw className="size-4" aria-hidden="true" />
              )}
              {user.is_active ? 'Deactivate' : 'Reactivate'}
            </Button>
          }
        />
        <Row
          title="End all sessions"
          text={`Signs them out on every device (${user.open_sessions} open now).`}
          action={
            <Button variant="secondary" onClick={() => setOpen('sessions')}>
              <LogOut className="size-4" aria-hidden="true" />
              End all sessions
            </Button>
          }
        />
        <Row
          title="Delete user"
          text="Deletes the account and everything kept about them. This cannot be undone."
          action={
            <Button variant="danger" onClick={() => setOpen('delete')}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete user
            </Button>
          }
        />
      </div>

      <ConfirmDialog
        open={open === 'active'}
        onOpenChange={close}
        title={user.is_active ? `Deactivate ${user.email}?` : `Reactivate ${user.email}?`}
        description={
          user.is_active
            ? 'Their sessions end at once and sign-in is refused until you reactivate them.'
            : 'They will be able to sign in again.'
        }
        confirmLabel={user.is_active ? 'Deactivate' : 'Reactivate'}
        tone={user.is_active ? 'danger' : 'primary'}
        busy={activeState.isLoading}
        onConfirm={async () => {
          const ok = await run(() => setActive({ id: user.id, active: !user.is_active }).unwrap());
          if (ok) setOpen(null);
        }}
      />
      <ConfirmDialog
        open={open === 'sessions'}
        onOpenChange={close}
        title="End all sessions?"
        description={`${user.email} will be signed out on every device.`}
        confirmLabel="End sessions"
        busy={sessionsState.isLoading}
        onConfirm={async () => {
          if (await run(() => endSessions(user.id).unwrap())) setOpen(null);
        }}
      />
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={close}
        title="Delete this user?"
        description="Their account, chats, files and connections are erased; payments stay for the accounts, without their name. This cannot be undone."
        confirmLabel="Delete user"
        typeToConfirm={user.email}
        busy={deleteState.isLoading}
        onConfirm={async () => {
          if (await run(() => deleteUser(user.id).unwrap())) {
            setOpen(null);
            void navigate('/admin/users');
          }
        }}
      />
    </>
  );
}
