import { messages } from '@prd/contract';
import { useId } from 'react';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Square from 'lucide-react/icons/square';

interface SendButtonProps {
  busy: boolean;
  /** Send is disabled (busy, streaming, or a disabled reason). */
  blocked: boolean;
  onStop?: (() => void) | undefined;
  stopping?: boolean | undefined;
  disabledReason?: string | undefined;
}

/** The chat box's Send (Stop while an answer streams), with the tooltip of a disabled Send. */
export function SendButton({ busy, blocked, onStop, stopping, disabledReason }: SendButtonProps) {
  const tipId = useId();
  return (
    <span
      className="group relative shrink-0"
      // A disabled button takes no focus or hover: the wrapper carries the tooltip.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the line above
      tabIndex={disabledReason !== undefined ? 0 : undefined}
      aria-describedby={disabledReason !== undefined ? tipId : undefined}
    >
      {onStop ? (
        <button
          type="button"
          onClick={onStop}
          disabled={stopping}
          aria-label={stopping ? messages.chat.stopping : messages.chat.stop}
          className="flex h-10 min-w-10 items-center justify-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-medium text-ink transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-muted"
        >
          {stopping ? (
            <span
              aria-hidden="true"
              className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          ) : (
            <Square className="size-3.5 fill-current" strokeWidth={2} aria-hidden="true" />
          )}
          <span>{stopping ? messages.chat.stopping : messages.chat.stop}</span>
        </button>
      ) : (
        <button
          type="submit"
          aria-label={busy ? messages.chatBox.sending : messages.chatBox.send}
          disabled={blocked}
          className="flex h-10 min-w-10 items-center justify-center gap-2 rounded-xl bg-brand-600 px-2.5 text-sm font-medium text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-line disabled:text-ink-muted"
        >
          {busy ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
              />
              <span>{messages.chatBox.sending}</span>
            </>
          ) : (
            <ArrowUp className="size-5" strokeWidth={2} aria-hidden="true" />
          )}
        </button>
      )}
      {disabledReason !== undefined && (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none absolute right-0 bottom-full z-20 mb-2 hidden w-60 rounded-lg bg-ink px-3 py-2 text-xs text-surface shadow-lg group-focus-within:block group-hover:block group-focus:block"
        >
          {disabledReason}
        </span>
      )}
    </span>
  );
}
