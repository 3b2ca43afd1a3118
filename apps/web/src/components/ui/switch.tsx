import type { ButtonHTMLAttributes } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role' | 'onClick'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** An on/off switch: a button with role switch, so Space and Enter toggle it. Name it with
 * aria-label or aria-labelledby. */
export function Switch({ checked, onCheckedChange, className = '', ...props }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      onClick={() => onCheckedChange(!checked)}
      className={`relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${checked ? 'bg-brand-600' : 'bg-ink-muted/40'} ${className}`}
      {...props}
    >
      <span
        aria-hidden="true"
        className={`pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform ${checked ? 'translate-x-5' : 'translate-x-0'}`}
      />
    </button>
  );
}
