import { messages } from '@prd/contract';
import { messageText, type MessageContent } from '@prd/documents';
import { ActionButton } from './action-button';

/** A chat entry as the redo rules need it (the server's messages, or the chat state's entries). */
export interface TurnEntry {
  role: 'human' | 'ai';
  message: MessageContent;
  /** Files attached to the entry ("Uploaded file: [name]" entries carry one). */
  files?: readonly unknown[] | undefined;
}

/**
 * Where Regenerate and Edit go: Regenerate on the last entry when it is an answer; Edit on the
 * typed text of the last send (the human entry without files among the entries after the
 * previous answer), which is what the server's edit_message replaces. Null when there is none.
 */
export function redoTargets(entries: readonly TurnEntry[]): {
  regenerate: number | null;
  edit: number | null;
} {
  const last = entries.length - 1;
  if (last < 0 || entries[last]!.role !== 'ai') return { regenerate: null, edit: null };
  let edit: number | null = null;
  for (let i = last - 1; i >= 0 && entries[i]!.role === 'human'; i -= 1) {
    const entry = entries[i]!;
    if ((entry.files?.length ?? 0) === 0 && messageText(entry.message).trim()) edit = i;
  }
  return { regenerate: last, edit };
}

/**
 * "Regenerate" under the last answer: writes it again from the same message and files (the new
 * answer replaces it; a PRD uses an upload as a send does). Disabled while an answer is written.
 */
export function RegenerateAction({
  inline = false,
  ...props
}: RegenerateProps & { inline?: boolean }) {
  if (inline) return <RegenerateButton {...props} />;
  return (
    <div className="mt-1.5 flex items-center gap-1">
      <RegenerateButton {...props} />
    </div>
  );
}

export interface RegenerateProps {
  /** An answer of this chat is being written (or a redo is starting). */
  writing: boolean;
  onRegenerate: () => void;
}

export function RegenerateButton({ writing, onRegenerate }: RegenerateProps) {
  return (
    <ActionButton
      icon="regenerate"
      disabled={writing}
      label={messages.chat.regenerateLabel}
      onClick={onRegenerate}
    >
      {messages.chat.regenerate}
    </ActionButton>
  );
}
