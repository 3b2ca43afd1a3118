import { messages } from '@prd/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { Modal } from '../components/ui/modal';
import { useAdminMode } from '../lib/admin-mode';
import { tokenStorage } from '../lib/token-storage';

const t = messages.adminLeave;

/**
 * The root route clears the admin tokens outside `#gernationPRD` (spec section 2). An admin who
 * opens `/` with a console session is told first: Continue signs them out of the console (the
 * spec's rule), Back to console (or closing) keeps it and returns there.
 */
export function AdminLeaveNotice() {
  const admin = useAdminMode();
  const navigate = useNavigate();
  // Set once the admin chose: Continue clears the tokens (the dialog then has nothing to ask).
  const [chosen, setChosen] = useState(false);
  const open = !admin && !chosen && tokenStorage.access('admin') !== null;

  useEffect(() => {
    // A refresh token alone is no session to speak of: cleared as the rule says.
    if (!admin && !tokenStorage.access('admin') && tokenStorage.refresh('admin')) {
      tokenStorage.clear('admin');
    }
  }, [admin]);

  const leave = () => {
    tokenStorage.clear('admin');
    setChosen(true);
  };
  const back = () => {
    setChosen(true);
    void navigate('/admin');
  };

  return (
    <Modal open={open} onOpenChange={(next) => !next && back()} title={t.title} size="sm">
      <p className="text-sm text-ink-muted">{t.text}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={back}>
          {t.back}
        </Button>
        <Button onClick={leave}>{t.continue}</Button>
      </div>
    </Modal>
  );
}
