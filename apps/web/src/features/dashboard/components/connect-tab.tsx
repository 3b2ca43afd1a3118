import { messages, type WorkspaceConnection } from '@prd/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { useGetUserQuery } from '../../../lib/queries/user';
import { notify } from '../../../lib/toast';
import {
  disconnectWorkspace,
  getConnections,
  type ConnectionsResponse,
} from '../../../lib/workspace-connections';
import { type Workspace, workspaceConnectUrl } from '../api/connect-workspace';
import { serverMessage } from '../utils/server-message';
import { Panel, Spinner } from './panel';

const t = messages.dashboard;

interface WorkspaceInfo {
  id: Workspace;
  name: string;
  description: string;
  action: string;
  mark: string;
}

const workspaces: WorkspaceInfo[] = [
  {
    id: 'notion',
    name: t.notion,
    description: t.notionDescription,
    action: t.connectNotion,
    mark: 'N',
  },
  {
    id: 'confluence',
    name: t.confluence,
    description: t.confluenceDescription,
    action: t.connectConfluence,
    mark: 'C',
  },
];

/** The parameters the provider's round trip leaves on the Connecting tab's address. */
const CONNECTED = 'connected';
const CONNECT_ERROR = 'connect_error';

const nameOf = (value: string | null) => workspaces.find((w) => w.id === value)?.name;

/** Only an http(s) address is shown as a link. */
const isWebAddress = (value: string | null): value is string =>
  value !== null && /^https?:\/\//i.test(value);

/**
 * Back from connecting: `?connected=notion` toasts "Notion connected", `?connect_error=…` says
 * it failed; both then leave the address (replace; `tab=connecting` stays).
 */
function useConnectReturn() {
  const [params, setParams] = useSearchParams();
  // One pass per address: StrictMode's second effect run does not toast again.
  const handled = useRef<string | null>(null);
  const search = params.toString();

  useEffect(() => {
    if (handled.current === search) return;
    handled.current = search;
    const current = new URLSearchParams(search);
    if (!current.has(CONNECTED) && !current.has(CONNECT_ERROR)) return;
    const connected = nameOf(current.get(CONNECTED));
    const failed = nameOf(current.get(CONNECT_ERROR));
    if (connected) notify.accountSuccess(t.connected(connected));
    if (failed) notify.accountError(t.connectFailed(failed));
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(CONNECTED);
        next.delete(CONNECT_ERROR);
        return next;
      },
      { replace: true },
    );
  }, [search, setParams]);
}

/**
 * Connect Your Workspace: idle → redirecting (that button says "Redirecting...", both disabled)
 * → the provider's page; an error or an answer without an address goes back to idle. A connected
 * workspace shows its name and can be disconnected; one this server does not offer says so.
 */
export function ConnectTab() {
  const [state, setState] = useState<ConnectionsResponse | null>(null);
  const [redirecting, setRedirecting] = useState<Workspace | null>(null);
  const [disconnecting, setDisconnecting] = useState<Workspace | null>(null);
  // Raised to read the list again (after a disconnect).
  const [listVersion, setListVersion] = useState(0);
  useConnectReturn();
  // An unproven email cannot connect (the server answers 403 EMAIL_NOT_VERIFIED): say why first.
  const unverified = useGetUserQuery().data?.email_verified === false;

  // Without the list (not loaded yet, or it failed) every workspace can still be connected.
  useEffect(() => {
    let current = true;
    getConnections().then(
      (next) => current && setState(next),
      () => {
        // The buttons stay as they are; connecting reports its own errors.
      },
    );
    return () => {
      current = false;
    };
  }, [listVersion]);

  async function connect(workspace: Workspace) {
    setRedirecting(workspace);
    try {
      const target = await workspaceConnectUrl(workspace);
      if (target) {
        window.location.assign(target);
        return;
      }
      notify.accountError(messages.general.failedToProcess);
    } catch (err) {
      notify.accountError(serverMessage(err, messages.general.failedToProcess));
    }
    setRedirecting(null);
  }

  async function disconnect(workspace: Workspace) {
    setDisconnecting(workspace);
    try {
      const { message } = await disconnectWorkspace(workspace);
      notify.accountSuccess(message);
      // Shown as gone at once; the server's list follows.
      setState(
        (prev) =>
          prev && {
            ...prev,
            connections: prev.connections.filter((c) => c.provider !== workspace),
          },
      );
      setListVersion((n) => n + 1);
    } catch (err) {
      notify.accountError(serverMessage(err, messages.general.failedToProcess));
    }
    setDisconnecting(null);
  }

  return (
    <Panel>
      <h2 className="text-lg font-semibold text-ink">{t.connectHeading}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t.connectSubtitle}</p>
      <div className="mt-4 empty:hidden">
        <VerifyEmailNotice reason={messages.verifyEmail.required} />
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {workspaces.map((w) => (
          <WorkspaceCard
            key={w.id}
            workspace={w}
            connection={state?.connections.find((c) => c.provider === w.id)}
            enabled={state?.enabled[w.id] !== false}
            locked={unverified}
            redirecting={redirecting === w.id}
            disconnecting={disconnecting === w.id}
            busy={redirecting !== null || disconnecting !== null}
            onConnect={() => void connect(w.id)}
            onDisconnect={() => void disconnect(w.id)}
          />
        ))}
      </ul>
    </Panel>
  );
}

interface CardProps {
  workspace: WorkspaceInfo;
  connection: WorkspaceConnection | undefined;
  /** false when this server has no app for the workspace. */
  enabled: boolean;
  /** The email is not verified yet: connecting waits for it (disconnecting does not). */
  locked: boolean;
  redirecting: boolean;
  disconnecting: boolean;
  /** Any connect or disconnect is under way: every button waits. */
  busy: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}

function WorkspaceCard({
  workspace: w,
  connection,
  enabled,
  locked,
  redirecting,
  disconnecting,
  busy,
  onConnect,
  onDisconnect,
}: CardProps) {
  const id = useId();
  // The card's name and what it says about the connection describe its buttons.
  const described = [
    `${id}-title`,
    connection ? `${id}-connected` : null,
    enabled ? null : `${id}-off`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-line bg-surface-muted p-5">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 place-items-center rounded-lg bg-surface text-base font-bold text-ink ring-1 ring-line"
        >
          {w.mark}
        </span>
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="font-semibold text-ink">
            {w.name}
          </h3>
          <p className="text-sm text-ink-muted">{w.description}</p>
        </div>
      </div>
      {connection && (
        <div id={`${id}-connected`} className="flex flex-col gap-1 text-sm">
          <p className="font-medium text-green-800 dark:text-green-300">
            {t.connectedTo(connection.workspace_name)}
          </p>
          {isWebAddress(connection.site_url) && (
            <a
              href={connection.site_url}
              target="_blank"
              rel="noreferrer"
              className="truncate text-brand-600 underline-offset-2 hover:underline dark:text-ink dark:underline dark:decoration-brand-500"
            >
              {connection.site_url}
            </a>
          )}
        </div>
      )}
      {!enabled && (
        <p id={`${id}-off`} className="text-sm text-ink-muted">
          {t.notEnabled(w.name)}
        </p>
      )}
      <div className="mt-auto flex flex-col gap-2 sm:flex-row">
        <Button
          className="w-full sm:flex-1"
          disabled={busy || !enabled || locked}
          aria-busy={redirecting || undefined}
          aria-describedby={connection || !enabled ? described : undefined}
          onClick={onConnect}
        >
          {redirecting && <Spinner />}
          {redirecting ? t.redirecting : connection ? t.reconnect : w.action}
        </Button>
        {connection && (
          <Button
            variant="secondary"
            className="w-full sm:flex-1"
            disabled={busy}
            aria-busy={disconnecting || undefined}
            aria-describedby={described}
            onClick={onDisconnect}
          >
            {disconnecting && <Spinner />}
            {disconnecting ? t.disconnecting : t.disconnect}
          </Button>
        )}
      </div>
    </li>
  );
}
