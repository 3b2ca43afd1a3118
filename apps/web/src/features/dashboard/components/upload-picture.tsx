import { messages, type User } from '@prd/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { serverMessage } from '../utils/server-message';
import { notify } from '../../../lib/toast';
import { uploadProfilePicture } from '../api/upload-profile-picture';
import { avatarAlt, NO_NAME_INITIAL } from '../utils/format';
import { pictureProblem } from '../utils/picture';
import { reloadSoon } from '../utils/reload';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from './panel';

const t = messages.dashboard;

/** Upload Picture: an image is sent at once; a video (or any non-image) is refused here first. */
export function UploadPicture({ user, onSaved }: { user: User; onSaved: () => void }) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    setError(problem);
    if (problem) {
      notify.accountError(problem);
      return;
    }
    setBusy(true);
    try {
      await uploadProfilePicture(file);
      notify.accountSuccess(messages.picture.updatedSuccess);
      onSaved();
      reloadSoon();
    } catch (err) {
      const message = serverMessage(err, messages.picture.uploadFailed);
      setError(message);
      notify.accountError(message);
      setBusy(false);
    }
  }

  return (
    <div role="group" aria-labelledby={`${inputId}-title`}>
      <p id={`${inputId}-title`} className="mb-2 text-sm font-medium text-ink">
        {t.profileImage}
      </p>
      <div className="flex items-center gap-4">
        <Avatar
          name={user.name}
          picture={user.profile_picture}
          size="lg"
          alt={avatarAlt(user.name)}
          fallback={NO_NAME_INITIAL}
          framed
        />
        <div className="min-w-0 flex-1">
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="peer sr-only"
            disabled={busy}
            onChange={(e) => void onChange(e)}
            aria-describedby={`${inputId}-hint`}
          />
          <label
            htmlFor={inputId}
            className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 py-1.5 text-sm font-semibold text-ink transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 hover:bg-surface-muted ${busy ? 'pointer-events-none opacity-60' : ''}`}
          >
            {busy && <Spinner />}
            {busy ? t.uploading : t.uploadPicture}
          </label>
          <p id={`${inputId}-hint`} className="mt-1 text-xs text-ink-muted">
            {t.pictureHint}
          </p>
          {error && (
            <p role="alert" className="mt-1 text-xs text-danger">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
