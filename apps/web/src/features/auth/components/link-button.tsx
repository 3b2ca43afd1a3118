import type { ButtonHTMLAttributes } from 'react';

/** A button that reads like a link: moves between the auth modals. */
export function LinkButton({ className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`rounded font-semibold text-brand-600 underline-offset-2 hover:text-brand-700 hover:underline dark:text-ink dark:underline dark:decoration-brand-500 ${className}`}
      {...props}
    />
  );
}
