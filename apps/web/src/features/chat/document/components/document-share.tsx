import { messages, WORKSPACE_PROVIDERS, type WorkspaceProvider } from '@prd/contract';
import BookOpen from 'lucide-react/icons/book-open';
import NotebookText from 'lucide-react/icons/notebook-text';
import Share from 'lucide-react/icons/share';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { getConnections } from '../../../../lib/workspace-connections';
import { ShareNotionDialog } from '../../components/share-notion-dialog';
import { ShareWikiDialog } from '../../components/share-wiki-dialog';
import { docText } from '../document-messages';
import type { Load } from '../hooks/use-document-view';
import { menuItemClass, ToolbarMenu } from './toolbar-menu';

const NAMES: Record<WorkspaceProvider, string> = {
  notion: messages.messageActions.notion,
  confluence: messages.messageActions.confluence,
};
const ICONS = { notion: NotebookText, confluence: BookOpen };

/**
 * Share of the version shown: only the workspaces this server offers are listed (asked each time
 * the menu opens); each opens the chat's own share dialog with this version's Markdown (and its
 * answer's chat_id, so publishing it again updates the same page).
 */
export function DocumentShare({ text, chatId }: { text: string; chatId: number | null }) {
  const [open, setOpen] = useState(false);
  const [offered, setOffered] = useState<Load<WorkspaceProvider[]>>({ status: 'loading' });
  const [sharing, setSharing] = useState<WorkspaceProvider | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    getConnections().then(
      (res) =>
        live &&
        setOffered({ status: 'ready', value: WORKSPACE_PROVIDERS.filter((p) => res.enabled[p]) }),
      (err: unknown) =>
        live && setOffered({ status: 'failed', error: errorMessage(err, docText.shareFailed) }),
    );
    return () => {
      live = false;
    };
  }, [open]);

  const close = (next: boolean) => {
    if (!next) setSharing(null);
  };

  return (
    <>
      <ToolbarMenu
        icon={Share}
        label={docText.share}
        open={open}
        onOpenChange={(next) => {
          if (next) setOffered({ status: 'loading' });
          setOpen(next);
        }}
        align="end"
      >
        {offered.status === 'loading' && (
          <p role="status" className="px-2.5 py-2 text-sm text-ink-muted">
            {docText.shareLoading}
          </p>
        )}
        {offered.status === 'failed' && (
          <p role="alert" className="px-2.5 py-2 text-sm text-ink">
            {offered.error}
          </p>
        )}
        {offered.status === 'ready' && offered.value.length === 0 && (
          <p role="status" className="px-2.5 py-2 text-sm text-ink-muted">
            {docText.shareNone}
          </p>
        )}
        {offered.status === 'ready' &&
          offered.value.map((provider) => {
            const Icon = ICONS[provider];
            return (
              <button
                key={provider}
                type="button"
                className={menuItemClass}
                onClick={() => {
                  setOpen(false);
                  setSharing(provider);
                }}
              >
                <Icon className="size-4 text-ink-muted" aria-hidden="true" />
                {NAMES[provider]}
              </button>
            );
          })}
      </ToolbarMenu>
      {sharing === 'notion' && (
        <ShareNotionDialog open onOpenChange={close} text={text} chatId={chatId} />
      )}
      {sharing === 'confluence' && (
        <ShareWikiDialog open onOpenChange={close} text={text} chatId={chatId} />
      )}
    </>
  );
}
