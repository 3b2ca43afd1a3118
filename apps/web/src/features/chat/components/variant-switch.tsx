import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ChatEntry } from '../chat-entries';

/** The switch's own words (issue 26). */
export const variantText = {
  group: 'Regenerated answers',
  previous: 'Previous answer',
  next: 'Next answer',
  position: (n: number, of: number) => `${n} / ${of}`,
  positionLabel: (n: number, of: number) => `Answer ${n} of ${of}`,
};

const arrow =
  'grid size-7 place-items-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink disabled:pointer-events-none disabled:opacity-40';

/**
 * ‹ 2 / 2 › under the chat's last answer when it was regenerated: shows the previous or next
 * variant (the server keeps them all). Waits while an answer is being written.
 */
export function VariantSwitch({
  variants,
  onSelect,
  disabled,
}: {
  variants: NonNullable<ChatEntry['variants']>;
  onSelect: (chatId: number) => void;
  disabled: boolean;
}) {
  const { index, chat_ids: ids } = variants;
  if (ids.length < 2) return null;
  const previous = ids[index - 1];
  const next = ids[index + 1];
  return (
    <div role="group" aria-label={variantText.group} className="flex items-center gap-0.5 text-xs">
      <button
        type="button"
        aria-label={variantText.previous}
        disabled={disabled || previous === undefined}
        onClick={() => previous !== undefined && onSelect(previous)}
        className={arrow}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      <span
        className="min-w-10 text-center font-medium text-ink-muted tabular-nums"
        aria-label={variantText.positionLabel(index + 1, ids.length)}
        role="status"
      >
        {variantText.position(index + 1, ids.length)}
      </span>
      <button
        type="button"
        aria-label={variantText.next}
        disabled={disabled || next === undefined}
        onClick={() => next !== undefined && onSelect(next)}
        className={arrow}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
