import { messages } from '@prd/contract';
import Square from 'lucide-react/icons/square';
import type { ReactNode } from 'react';

/**
 * Under an answer the person stopped: the text above is all that was written. One state, said
 * once: with `children` (the last answer's Regenerate), the note says what Regenerate does and
 * the button sits beside it.
 */
export function StoppedNote({ children }: { children?: ReactNode }) {
  return (
    <div data-stopped-note="" className="flex flex-wrap items-center gap-x-2 gap-y-1 px-1">
      <p className="text-xs text-ink-muted">
        <Square
          className="mr-1.5 inline size-2.5 fill-current align-[-0.05em]"
          strokeWidth={2}
          aria-hidden="true"
        />
        <span>{messages.chat.stopped}</span>
        {children && <span> {messages.chat.stoppedRegenerate}</span>}
      </p>
      {children}
    </div>
  );
}
