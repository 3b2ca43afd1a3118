interface Props {
  tone: 'error' | 'success';
  children: string | null | undefined;
}

// The text stays in the ink colour (readable in light and dark); the frame carries the tone.
const tones = {
  error: 'border-danger bg-danger/10',
  success: 'border-success bg-success/10',
};

/** A form-level message (server answer or success), announced when it appears. */
export function FormAlert({ tone, children }: Props) {
  if (!children) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border-l-4 px-3 py-2 text-sm font-medium text-ink ${tones[tone]}`}
    >
      {children}
    </p>
  );
}
