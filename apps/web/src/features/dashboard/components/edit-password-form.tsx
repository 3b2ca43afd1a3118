import { messages, updatePasswordBody } from '@prd/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useContractForm, useSubmit } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { updatePassword } from '../api/update-password';
import { serverMessage } from '../utils/server-message';
import { reloadSoon } from '../utils/reload';
import { Spinner } from './panel';

const t = messages.dashboard;
type Field = 'old_password' | 'new_password' | 'confirm_password';

/** The outcome of a failed update (spec section 8): where it shows and what it says. */
function passwordFailure(err: unknown): { field?: Field; message: string } {
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
  const form = useContractForm(updatePasswordBody, {
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  const field = (name: Field) => ({
    ...form.register(name),
    error: errors[name]?.message,
    revealable: true,
    type: 'password',
  });

  const submit = useSubmit(form, async (body) => {
    if (state !== 'idle') return;
    setState('saving');
    try {
      await updatePassword(body);
      notify.accountSuccess(messages.password.updatedSuccess);
      setState('saved');
      onSaved();
      reloadSoon();
    } catch (err) {
      const failure = passwordFailure(err);
      if (failure.field) form.setError(failure.field, { message: failure.message });
      else notify.accountError(failure.message);
      setState('idle');
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
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
