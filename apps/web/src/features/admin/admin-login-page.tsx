import { loginBody, messages, ROLES } from '@prd/contract';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { useContractForm, useSubmit } from '../../lib/forms';
import { tokenStorage } from '../../lib/token-storage';
import { adminLogin } from './api/admin-session';
import { Spinner } from './components/states';

interface Values {
  email: string;
  password: string;
  role: typeof ROLES.admin;
}

export const NOT_ADMIN_MESSAGE =
  'This account is not an administrator. Sign in with an admin account.';

/**
 * Where to go after signing in: a path of this site (`/admin/users?page=2`, `/#gernationPRD`),
 * never another origin (`//evil.example`, `https://…`); anything else is the console's home.
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return '/admin';
  }
  // What a browser would make of it (tabs and newlines dropped, `/\t/host` is another origin).
  const url = new URL(next, window.location.origin);
  if (url.origin !== window.location.origin) return '/admin';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The spec's 203 (deactivated), 403 (not an admin), else the server's own message (401, 429). */
function failure(err: unknown): string {
  if (!(err instanceof ApiError)) return messages.general.unexpected;
  if (err.status === 0) return messages.general.networkFailure;
  if (err.status === 203) return messages.signIn.deactivated;
  if (err.status === 403) return NOT_ADMIN_MESSAGE;
  if (err.status === 429) return err.message || messages.general.tooManyRequests;
  return err.message || messages.general.unexpected;
}

/** The console's sign-in: email and password with role admin; then `next` or /admin. */
export function AdminLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const next = safeNext(params.get('next'));
  const [alreadyIn] = useState(() => tokenStorage.access('admin') !== null);
  const form = useContractForm(loginBody, {
    defaultValues: { email: '', password: '', role: ROLES.admin } satisfies Values,
    prepare: (values) => ({ ...values, email: values.email.trim(), role: ROLES.admin }),
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const submit = useSubmit(form, async ({ email, password }) => {
    setFormError(null);
    try {
      const pair = await adminLogin({ email, password });
      tokenStorage.save('admin', pair);
      void navigate(next, { replace: true });
    } catch (err) {
      const fields = err instanceof ApiError && err.status === 422 ? err.detail : [];
      let placed = false;
      for (const item of fields) {
        const field = item.loc[item.loc.length - 1];
        if (field === 'email' || field === 'password') {
          form.setError(field, { message: item.msg });
          placed = true;
        }
      }
      if (!placed) setFormError(failure(err));
    }
  });

  if (alreadyIn) return <Navigate to={next} replace />;

  return (
    <main className="grid min-h-dvh place-items-center bg-surface-muted px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span
            aria-hidden="true"
            className="grid size-11 place-items-center rounded-xl bg-brand-600 text-lg font-bold text-white shadow-sm"
          >
            P
          </span>
          <div>
            <h1 className="text-xl font-semibold text-ink">Admin sign in</h1>
            <p className="mt-1 text-sm text-ink-muted">PRD Studio admin console</p>
          </div>
        </div>
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm"
        >
          {notice && !formError && (
            <p
              role="status"
              className="rounded-lg border-l-4 border-warning bg-warning/15 px-3 py-2 text-sm text-ink"
            >
              {notice}
            </p>
          )}
          {formError && (
            <p
              role="alert"
              className="rounded-lg border-l-4 border-danger bg-danger/10 px-3 py-2 text-sm font-medium text-ink"
            >
              {formError}
            </p>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            revealable
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" disabled={isSubmitting} className="mt-1 w-full">
            {isSubmitting && <Spinner />}
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-ink-muted">
          <Link to="/" className="font-medium text-brand-700 hover:underline dark:text-indigo-300">
            Back to PRD Studio
          </Link>
        </p>
      </div>
    </main>
  );
}
