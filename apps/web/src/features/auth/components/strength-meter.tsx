import { messages } from '@prd/contract';

export type StrengthTone = 'weak' | 'medium' | 'strong';

interface Props {
  /** Filled segments, 0 to 5. */
  filled: number;
  label: string;
  tone: StrengthTone;
}

const bars: Record<StrengthTone, string> = {
  weak: 'bg-danger',
  medium: 'bg-warning',
  strong: 'bg-success',
};

/** A five-segment password strength bar with its label, read out as it changes. */
export function StrengthMeter({ filled, label, tone }: Props) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="grid grid-cols-5 gap-1" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <span
            key={i}
            className={`h-1.5 rounded-full transition-colors ${i < filled ? bars[tone] : 'bg-line'}`}
          />
        ))}
      </div>
      <p aria-live="polite" className="min-h-4 text-xs text-ink-muted">
        {label && (
          <>
            {messages.authForms.passwordStrength}{' '}
            <span className="font-semibold text-ink">{label}</span>
          </>
        )}
      </p>
    </div>
  );
}
