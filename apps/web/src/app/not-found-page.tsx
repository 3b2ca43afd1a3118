import { messages } from '@prd/contract';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

const t = messages.notFoundPage;

/**
 * The product's own page for an address it does not know (React Router would otherwise show its
 * developer page), with the way back: a new chat at `/`.
 */
export function NotFoundPage() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <p className="text-sm font-semibold tracking-widest text-brand-700 dark:text-ink">{t.code}</p>
      <h1 id="not-found-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t.title}
      </h1>
      <p className="text-base text-pretty text-ink-muted">{t.body}</p>
      <Link
        to="/"
        className="mt-2 inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-700"
      >
        {t.newChat}
      </Link>
      <Link to="/" className="text-sm text-ink-muted underline-offset-4 hover:underline">
        {messages.layout.brand}
      </Link>
    </section>
  );
}

/**
 * The router's error element: an unknown address gets the not-found page; anything else that
 * breaks a route (a chunk that fails to load) gets a plain message with the same way back.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-bold text-ink">{messages.general.internal}</h1>
      <a
        href="/"
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {messages.notFoundPage.newChat}
      </a>
    </section>
  );
}
