import type { DownloadFormat } from '@prd/contract';
import CopyIcon from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import { useState } from 'react';
import { errorMessage, type AuthMode } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { saveVersionFile } from '../api/download-version';
import { docText } from '../document-messages';
import type { VersionDetail } from '../hooks/use-document-view';
import { copyMarkdown, copyRich, documentHtml } from '../utils/copy-document';
import { DocumentShare } from './document-share';
import { menuItemClass, ToolbarMenu } from './toolbar-menu';

const t = docText;
const FORMATS: DownloadFormat[] = ['docx', 'txt', 'md'];

/**
 * Copy, Download and Share of the version shown: Markdown or rich text to the clipboard; the
 * server's Word, text or Markdown file of this version (named `ShiftSwap-PRD-v0.3.docx`); the
 * Notion and Confluence dialogs with this version's text.
 */
export function DocumentActions({
  documentId,
  title,
  product,
  version,
  auth,
  canShare,
  body,
}: {
  documentId: string;
  title: string;
  product: string;
  version: VersionDetail;
  auth: AuthMode;
  canShare: boolean;
  /** The rendered document (its HTML is what rich text copies). */
  body: () => HTMLElement | null;
}) {
  const [menu, setMenu] = useState<'copy' | 'download' | null>(null);
  const [fetching, setFetching] = useState<DownloadFormat | null>(null);
  const toggle = (which: 'copy' | 'download') => (open: boolean) => setMenu(open ? which : null);
  const label = version.label;

  async function copy(rich: boolean) {
    setMenu(null);
    try {
      if (!rich) {
        await copyMarkdown(version.markdown);
        notify.success(t.copiedMarkdown(label));
        return;
      }
      const element = body();
      const html = element ? documentHtml(title, element) : '';
      const done = html ? await copyRich(html, version.markdown) : 'plain';
      if (!html) await copyMarkdown(version.markdown);
      notify.success(done === 'rich' ? t.copiedRich(label) : t.copiedPlainOnly(label));
    } catch {
      notify.error(t.copyFailed);
    }
  }

  async function download(format: DownloadFormat) {
    setFetching(format);
    try {
      const ref = { document_id: documentId, version: version.number, label, product };
      await saveVersionFile(ref, format, auth);
      setMenu(null);
    } catch (err) {
      notify.error(errorMessage(err, t.downloadFailed));
    } finally {
      setFetching(null);
    }
  }

  return (
    <>
      <ToolbarMenu
        icon={CopyIcon}
        label={t.copy}
        open={menu === 'copy'}
        onOpenChange={toggle('copy')}
      >
        <button type="button" className={menuItemClass} onClick={() => void copy(false)}>
          <FileText className="size-4 text-ink-muted" aria-hidden="true" />
          {t.copyMarkdown}
        </button>
        <button type="button" className={menuItemClass} onClick={() => void copy(true)}>
          <CopyIcon className="size-4 text-ink-muted" aria-hidden="true" />
          <span className="flex flex-col">
            {t.copyRich}
            <span className="text-xs text-ink-muted">{t.copyRichHint}</span>
          </span>
        </button>
      </ToolbarMenu>
      <ToolbarMenu
        icon={Download}
        label={t.download}
        open={menu === 'download'}
        onOpenChange={toggle('download')}
        busy={fetching !== null}
      >
        {FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className={menuItemClass}
            disabled={fetching !== null}
            aria-busy={fetching === format || undefined}
            onClick={() => void download(format)}
          >
            <Download className="size-4 text-ink-muted" aria-hidden="true" />
            <span className="flex-1">{t.formats[format]}</span>
            <span className="text-xs text-ink-muted tabular-nums">{t.versionName(label)}</span>
          </button>
        ))}
      </ToolbarMenu>
      {canShare && <DocumentShare text={version.markdown} chatId={version.chat_id} />}
    </>
  );
}
