import { messages } from '@prd/contract';

/** The loading bubble's three dots. */
export function Dots() {
  return (
    <span aria-hidden="true" className="inline-flex gap-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce rounded-full bg-brand-500"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

/**
 * An answer asked for and not yet started: "Generating..." with the dots. Small and shared, so
 * the visitor's landing shows it at once, before the message list has loaded.
 */
export function GeneratingBubble() {
  return (
    <div
      role="status"
      className="flex w-fit items-center gap-3 rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-3 text-sm text-ink-muted"
    >
      <Dots />
      {messages.chat.generating}
    </div>
  );
}
