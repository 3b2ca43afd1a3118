import { Button } from '../../../components/ui/button';

interface Props {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}

/** The form's submit button: full width, disabled with a spinner while the request runs. */
export function SubmitButton({ busy, label, busyLabel, disabled }: Props) {
  return (
    <Button
      type="submit"
      className="w-full py-2.5"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {busy ? busyLabel : label}
    </Button>
  );
}
