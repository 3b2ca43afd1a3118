import { messages } from '@prd/contract';
import { memo, useState } from 'react';
import DocumentIcon from 'lucide-react/icons/file';
import type { ChatEntry } from '../chat-entries';
import { uploadedName } from '../utils/turns';
import { EditableMessage } from './editable-message';

interface Attachment {
  name: string;
  url: string | null;
  image: boolean;
}

/** The files of a send's "Uploaded file: [name]" entries. */
function attachmentsOf(files: readonly ChatEntry[]): Attachment[] {
  return files.flatMap((entry): Attachment[] => {
    if (entry.files.length === 0 && entry.imageUrls.length === 0)
      return [{ name: uploadedName(entry), url: null, image: false }];
    const listed: Attachment[] = entry.files.map((f) => ({
      name: f.name,
      url: f.url,
      image: entry.imageUrls.includes(f.url),
    }));
    // Pictures the server lists only among the image links.
    entry.imageUrls.forEach((url, i) => {
      if (!listed.some((a) => a.url === url))
        listed.push({ name: entry.files[i]?.name ?? uploadedName(entry), url, image: true });
    });
    return listed;
  });
}

function FileChipView({ attachment }: { attachment: Attachment }) {
  const body = (
    <>
      <DocumentIcon
        className="size-4 shrink-0 text-brand-600"
        strokeWidth={1.8}
        aria-hidden="true"
      />
      <span className="max-w-48 truncate">{attachment.name}</span>
    </>
  );
  const className =
    'flex items-center gap-1.5 rounded-xl border border-line bg-surface px-2.5 py-1.5 text-xs text-ink';
  return attachment.url ? (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      title={attachment.name}
      className={`${className} hover:bg-surface-muted`}
    >
      {body}
    </a>
  ) : (
    <span title={attachment.name} className={className}>
      {body}
    </span>
  );
}

/**
 * A picture as a small thumbnail; one whose link fails to load becomes a file chip with its
 * name (until a fresh link comes).
 */
function Thumbnail({ attachment }: { attachment: Attachment }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const broken = brokenUrl !== null && brokenUrl === attachment.url;
  if (broken || !attachment.url) return <FileChipView attachment={{ ...attachment, url: null }} />;
  return (
    <a href={attachment.url} target="_blank" rel="noopener noreferrer" title={attachment.name}>
      <img
        src={attachment.url}
        alt={messages.chat.imageAlt(attachment.name)}
        loading="lazy"
        onError={() => setBrokenUrl(attachment.url)}
        className="size-16 rounded-xl border border-line bg-surface object-contain"
      />
    </a>
  );
}

/** The typed text of a send. */
function Bubble({ text }: { text: string }) {
  return (
    <div className="max-w-full rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-sm break-words whitespace-pre-wrap text-white">
      {text}
    </div>
  );
}

/**
 * The person's send as one "You" message: the attachment chips (pictures as thumbnails), then
 * the typed text as a bubble that fits its words (up to three quarters of the column).
 */
export const HumanTurn = memo(function HumanTurn({
  text,
  files,
  writing = false,
  onEdit,
}: {
  text: ChatEntry | null;
  files: readonly ChatEntry[];
  /** An answer is being written (Edit waits for it). */
  writing?: boolean;
  /** On the last send's typed text: "Edit" opens it in place; saving resends it. */
  onEdit?: ((text: string) => Promise<unknown>) | undefined;
}) {
  const attachments = attachmentsOf(files);
  const loading = files.some((f) => f.loading) || text?.loading === true;
  return (
    <article className="flex justify-end" data-turn="human">
      <h3 className="sr-only">{messages.chat.you}</h3>
      <div className="flex max-w-[75%] min-w-0 flex-col items-end gap-2">
        {attachments.length > 0 && (
          <ul
            aria-label={messages.chat.sentFiles}
            aria-busy={loading || undefined}
            className={`flex flex-wrap justify-end gap-2 ${loading ? 'opacity-70' : ''}`}
          >
            {attachments.map((a, i) => (
              // By the link without its signature: a re-signed link (each reading of the chat
              // signs again) updates the same picture rather than drawing a new one.
              <li key={`${a.url?.split('?')[0] ?? a.name}-${i}`}>
                {a.image ? <Thumbnail attachment={a} /> : <FileChipView attachment={a} />}
              </li>
            ))}
          </ul>
        )}
        {text &&
          text.message &&
          (onEdit ? (
            <EditableMessage text={text.message} writing={writing} onSave={onEdit}>
              <Bubble text={text.message} />
            </EditableMessage>
          ) : (
            <Bubble text={text.message} />
          ))}
      </div>
    </article>
  );
});
