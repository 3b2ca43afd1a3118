import { messages, updatePasswordBody } from '@prd/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { updatePassword } from '../api/update-password';
import { serverMessage } from '../utils/server-message';
import { reloadSoon } from '../utils/reload';
import { Spinner } from './panel';

const t = messages.dashboard;
type Field = 'old_password' | 'new_password' | 'confirm_password';
type Errors = Partial<Record<Field, string>>;

/** The outcome of a failed update (spec section 8): where it shows and what it says. */
export function passwordFailure(err: unknown): { field?: Field; message: string } {
  if (!(err instanceof ApiError) || err.status === 0) {
    return { field: 'old_password', message: messages.password.errorUpdating };
  }
  if (err.status === 203) {
    return { field: 'old_password', message: serverMessage(err, messages.password.notSuccessful) };
  }
  return { message: messages.password.unexpectedResponse };
}

/** Edit Password: current, new and confirm, each with show/hide; the API's own rules first. */
export function EditPasswordForm({ onSaved }: { onSaved: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    old_password: '',
    new_password: '',
    confirm_password: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    revealable: true,
    type: 'password',
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updatePasswordBody.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setState('saving');
    try {
      await updatePassword(parsed.data);
      notify.accountSuccess(messages.password.updatedSuccess);
      setState('saved');
      onSaved();
      reloadSoon();
    } catch (err) {
      const failure = passwordFailure(err);
      if (failure.field) setErrors({ [failure.field]: failure.message });
      else notify.accountError(failure.message);
      setState('idle');
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <TextField
        label={t.currentPassword}
        autoComplete="current-password"
        {...field('old_password')}
      />
      <div className="grid gap-1.5">
        <TextField label={t.newPassword} autoComplete="new-password" {...field('new_password')} />
        <p className="text-xs text-ink-muted">{t.passwordHint}</p>
      </div>
      <TextField
        label={t.confirmPassword}
        autoComplete="new-password"
        {...field('confirm_password')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={state !== 'idle'}>
          {state === 'saving' && <Spinner />}
          {state === 'saving' ? t.updating : t.updatePassword}
        </Button>
      </div>
    </form>
  );
}
