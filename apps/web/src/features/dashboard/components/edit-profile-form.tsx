import { messages, updateUserBody, type User } from '@prd/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { serverMessage } from '../utils/server-message';
import { notify } from '../../../lib/toast';
import { updateUser } from '../api/update-user';
import { reloadSoon } from '../utils/reload';
import { Spinner } from './panel';
import { UploadPicture } from './upload-picture';

const t = messages.dashboard;

/** Edit Profile: name (required), email (read-only) and the profile image. */
/** After a success the editor closes (back to the profile tab) and the page reloads in 1 s. */
export function EditProfileForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateUserBody.safeParse({ id: user.id, name, email: user.email });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'name') ?? parsed.error.issues[0];
      setError(issue?.message ?? messages.profile.updateFailed);
      return;
    }
    setError(null);
    setState('saving');
    try {
      await updateUser(parsed.data);
      notify.accountSuccess(messages.profile.updatedSuccess);
      setState('saved');
      onSaved();
      reloadSoon();
    } catch (err) {
      notify.accountError(serverMessage(err, messages.profile.updateFailed));
      setState('idle');
    }
  }

  return (
    <div className="grid gap-6">
      <UploadPicture user={user} onSaved={onSaved} />
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="grid gap-4 border-t border-line pt-5"
      >
        <TextField
          label={t.name}
          name="name"
          autoComplete="name"
          value={name}
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
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
