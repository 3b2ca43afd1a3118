import { lazy, Suspense } from 'react';

const load = () => import('./markdown');

const LoadedMarkdown = lazy(() => load().then((module) => ({ default: module.Markdown })));

/** Starts loading the Markdown renderer (and marked) before the first message needs it. */
export function preloadMarkdown(): Promise<unknown> {
  return load();
}

/**
 * Markdown in its own chunk, so marked stays out of the initial bundle; until it has loaded the
 * message shows as plain text with its line breaks.
 */
export function LazyMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap wrap-break-word">{text}</p>}>
      <LoadedMarkdown text={text} />
    </Suspense>
  );
}
