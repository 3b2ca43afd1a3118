import { lazy, Suspense } from 'react';
import type { Markdown as MarkdownType } from './markdown';

let loaded: { Markdown: typeof MarkdownType } | undefined;
const load = () =>
  import('./markdown').then((module) => {
    loaded = module;
    return module;
  });

const LoadedMarkdown = lazy(() => load().then((module) => ({ default: module.Markdown })));

/** Starts loading the Markdown renderer (and marked) before the first message needs it. */
export function preloadMarkdown(): Promise<unknown> {
  return load();
}

/**
 * Markdown in its own chunk, so marked stays out of the initial bundle; until it has loaded the
 * message shows as plain text with its line breaks (once loaded, never again).
 */
export function LazyMarkdown({ text }: { text: string }) {
  // Once loaded, drawn at once: a new message never shows its raw text, even for a moment.
  if (loaded) return <loaded.Markdown text={text} />;
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap wrap-break-word">{text}</p>}>
      <LoadedMarkdown text={text} />
    </Suspense>
  );
}
