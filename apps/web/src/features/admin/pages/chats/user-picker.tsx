import { useState } from 'react';
import { useAdminUserQuery, useAdminUsersQuery } from '../../api/admin-users';
import { SearchInput } from '../../components/filters';
import { Spinner } from '../../components/states';

/** Finds a person by name or email (the users list) and hands back their id. */
function UserSearch({ onPick }: { onPick: (id: string) => void }) {
  const [q, setQ] = useState('');
  const found = useAdminUsersQuery({ page: 1, page_size: 8, q }, { skip: !q });
  return (
    <div className="flex flex-col gap-3">
      <SearchInput
        label="Find a user"
        placeholder="Name or email"
        value={q}
        onChange={(v) => setQ(v.trim())}
        className="sm:w-96"
      />
      {q && (
        <div aria-live="polite">
          {found.isFetching && !found.data ? (
            <p className="flex items-center gap-2 text-sm text-ink-muted">
              <Spinner /> Searching…
            </p>
          ) : found.data?.items.length ? (
            <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface sm:max-w-xl">
              {found.data.items.map((u) => (
                <li key={u.id}>
                  <button
                    type="button"
                    onClick={() => onPick(u.id)}
                    className="flex w-full flex-col items-start px-4 py-2.5 text-left hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-none"
                  >
                    <span className="text-sm font-medium text-ink">{u.name || '(no name)'}</span>
                    <span className="text-xs text-ink-muted">{u.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : found.isError ? (
            <p role="alert" className="text-sm text-danger">
              Could not search users.
            </p>
          ) : (
            <p className="text-sm text-ink-muted">No user matches “{q}”.</p>
          )}
        </div>
      )}
    </div>
  );
}

/** The chosen person (name and email), or the search to choose one. */
export function UserPicker({
  userId,
  onChange,
}: {
  userId: string | null;
  onChange: (id: string | null) => void;
}) {
  const chosen = useAdminUserQuery(userId ?? '', { skip: !userId });
  if (!userId) return <UserSearch onPick={onChange} />;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3">
      <div className="min-w-0">
        <p className="text-xs font-medium text-ink-muted">Chats of</p>
        <p className="truncate text-sm font-medium text-ink">
          {chosen.data ? `${chosen.data.name || '(no name)'} · ${chosen.data.email}` : userId}
        </p>
      </div>
      <button
        type="button"
        onClick={() => onChange(null)}
        className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-ink hover:bg-surface-muted"
      >
        Change user
      </button>
    </div>
  );
}
