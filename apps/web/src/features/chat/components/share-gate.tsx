import { messages, type ShareResponse, type WorkspaceProvider } from '@prd/contract';
import ExternalLink from 'lucide-react/icons/external-link';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { CONNECTING_TAB_URL, getConnections } from '../../../lib/workspace-connections';
import { shareFailure, Spinner } from './share-form';

const t = messages.share;
const NAMES: Record<WorkspaceProvider, string> = { notion: 'Notion', confluence: 'Confluence' };

type Connection =
  | { status: 'loading' }
  | { status: 'connected'; workspace: string }
  | { status: 'missing' | 'disabled' }
  | { status: 'failed'; reason: string };

/** Whether the workspace is connected (asked each time a share dialog opens). */
function useConnection(provider: WorkspaceProvider): Connection {
  const [state, setState] = useState<Connection>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getConnections().then(
      (res) => {
        if (!current) return;
        const found = res.connections.find((c) => c.provider === provider);
        if (found) setState({ status: 'connected', workspace: found.workspace_name });
        else setState({ status: res.enabled[provider] ? 'missing' : 'disabled' });
      },
      (err: unknown) =>
        current &&
        setState({
          status: 'failed',
          reason: err instanceof ApiError ? err.message : messages.general.errorOccurred,
        }),
    );
    return () => {
      current = false;
    };
  }, [provider]);
  return state;
}

/**
 * What a share dialog shows before its form: a spinner while the connection is checked, and
 * instead of a form that would fail, a way to the Connecting tab when the workspace is not
 * connected (or a plain note when this server does not offer it).
 */
function ConnectionGate({
  provider,
  onCancel,
  children,
}: {
  provider: WorkspaceProvider;
  onCancel: () => void;
  children: (workspace: string) => ReactNode;
}) {
  const connection = useConnection(provider);
  const name = NAMES[provider];
  if (connection.status === 'connected') return children(connection.workspace);
  if (connection.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-muted">
        <Spinner />
        {t.checkingConnection}
      </p>
    );
  }
  let note = t.notConnected(name);
  if (connection.status === 'disabled') note = messages.dashboard.notEnabled(name);
  if (connection.status === 'failed') note = connection.reason;
  return (
    <div className="flex flex-col gap-4">
      <p role={connection.status === 'failed' ? 'alert' : 'status'} className="text-sm text-ink">
        {note}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        {connection.status === 'missing' && (
          <Link
            to={CONNECTING_TAB_URL}
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t.connectWorkspace(name)}
          </Link>
        )}
      </div>
    </div>
  );
}

/** After publishing: the spec's success line, a link to the page, and Close. */
function SharedView({
  message,
  url,
  updated,
  onClose,
}: {
  message: string;
  url: string | null;
  updated: boolean;
  onClose: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm font-medium text-ink">
        {message}
      </p>
      {updated && <p className="text-sm text-ink-muted">{t.updatedNotice}</p>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t.done}
        </Button>
        {url && (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t.openPage}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>
    </div>
  );
}

/** What a share form gets from its dialog: whether a publish runs, how to run one, and Cancel. */
export interface ShareControls {
  busy: boolean;
  /** Runs the publish call: "Submitting..." meanwhile, then the spec's toast and the link. */
  publish: (run: () => Promise<ShareResponse>) => void;
  close: () => void;
}

/**
 * A share dialog: the connection check first, then the form; while publishing it cannot be
 * closed; afterwards the success view with the link. The spec's success and failure toasts.
 */
export function ShareDialogShell({
  provider,
  open,
  onOpenChange,
  description,
  success,
  failure,
  children,
}: {
  provider: WorkspaceProvider;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description: string;
  success: string;
  failure: string;
  children: (controls: ShareControls) => ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [shared, setShared] = useState<ShareResponse | null>(null);
  const close = () => onOpenChange(false);

  function publish(run: () => Promise<ShareResponse>) {
    setBusy(true);
    run().then(
      (answer) => {
        setBusy(false);
        notify.success(success);
        setShared(answer);
      },
      (err: unknown) => {
        setBusy(false);
        notify.error(shareFailure(err, failure));
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t.title}
      description={description}
      size="lg"
    >
      {shared ? (
        <SharedView message={success} url={shared.url} updated={shared.updated} onClose={close} />
      ) : (
        // Mounted only while open: each opening loads its lists afresh.
        <ConnectionGate provider={provider} onCancel={close}>
          {() => children({ busy, publish, close })}
        </ConnectionGate>
      )}
    </Modal>
  );
}
