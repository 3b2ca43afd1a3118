import { messages } from '@prd/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../utils/server-message';
import { notify } from '../../../lib/toast';
import { type Workspace, workspaceConnectUrl } from '../api/connect-workspace';
import { Panel, Spinner } from './panel';

const t = messages.dashboard;

const workspaces: {
  id: Workspace;
  name: string;
  description: string;
  action: string;
  mark: string;
}[] = [
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

/**
 * Connect Your Workspace: idle → redirecting (that button says "Redirecting...", both disabled)
 * → the provider's page; an error or an answer without an address goes back to idle.
 */
export function ConnectTab() {
  const [redirecting, setRedirecting] = useState<Workspace | null>(null);

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

  return (
    <Panel>
      <h2 className="text-lg font-semibold text-ink">{t.connectHeading}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t.connectSubtitle}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {workspaces.map((w) => (
          <li
            key={w.id}
            className="flex flex-col gap-4 rounded-xl border border-line bg-surface-muted p-5"
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-lg bg-surface text-base font-bold text-ink ring-1 ring-line"
              >
                {w.mark}
              </span>
              <div>
                <h3 className="font-semibold text-ink">{w.name}</h3>
                <p className="text-sm text-ink-muted">{w.description}</p>
              </div>
            </div>
            <Button
              className="mt-auto w-full"
              disabled={redirecting !== null}
              onClick={() => void connect(w.id)}
            >
              {redirecting === w.id && <Spinner />}
              {redirecting === w.id ? t.redirecting : w.action}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
