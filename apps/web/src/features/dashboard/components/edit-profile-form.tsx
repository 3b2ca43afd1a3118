import { messages, updateUserBody, type User } from '@prd/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { serverMessage } from '../utils/server-message';
import { useContractForm, useSubmit } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { updateUser } from '../api/update-user';
import { reloadSoon } from '../utils/reload';
import { Spinner } from './panel';
import { UploadPicture } from './upload-picture';

const t = messages.dashboard;

/** Edit Profile: name (required), email (read-only) and the profile image. */
/** After a success the editor closes (back to the profile tab) and the page reloads in 1 s. */
export function EditProfileForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  // Only the name is edited; the id and the email travel with it as the contract wants them.
  const form = useContractForm(updateUserBody, {
    defaultValues: { id: user.id, name: user.name, email: user.email },
  });
  const { errors } = form.formState;
  // The name's own message first; one about the rest shows there too (there is nowhere else).
  const error = (errors.name ?? errors.email ?? errors.id)?.message;
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  const submit = useSubmit(form, async (body) => {
    if (state !== 'idle') return;
    setState('saving');
    try {
      await updateUser(body);
      notify.accountSuccess(messages.profile.updatedSuccess);
      setState('saved');
      onSaved();
      reloadSoon();
    } catch (err) {
      notify.accountError(serverMessage(err, messages.profile.updateFailed));
      setState('idle');
    }
  });

  return (
    <div className="grid gap-6">
      <UploadPicture user={user} onSaved={onSaved} />
      <form noValidate onSubmit={submit} className="grid gap-4 border-t border-line pt-5">
        <TextField label={t.name} autoComplete="name" {...form.register('name')} error={error} />
        <div className="grid gap-1.5">
          <TextField
            label={t.email}
            name="email"
            type="email"
            value={user.email}
            readOnly
            aria-readonly="true"
            className="[&_input]:bg-surface-muted [&_input]:text-ink-muted"
          />
          <p className="text-xs text-ink-muted">{messages.profile.emailReadOnly}</p>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={state !== 'idle'}>
            {state === 'saving' && <Spinner />}
            {state === 'saving' ? t.saving : t.saveChanges}
          </Button>
        </div>
      </form>
    </div>
  );
}
