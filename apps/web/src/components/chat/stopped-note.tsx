import { messages } from '@prd/contract';
import Square from 'lucide-react/icons/square';

/** Under an answer the person stopped: the text above is all that was written. */
export function StoppedNote() {
  return (
    <p className="flex items-center gap-1.5 px-1 text-xs text-ink-muted">
      <Square className="size-2.5 fill-current" strokeWidth={2} aria-hidden="true" />
      {messages.chat.stopped}
    </p>
  );
}
