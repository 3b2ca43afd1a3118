import { preloadMarkdown } from '../../../components/markdown/lazy-markdown';
import type { MessageList as MessageListType } from './message-list';

let loading: Promise<{ MessageList: typeof MessageListType }> | undefined;

/**
 * Starts loading the message list together with the Markdown renderer (once): the list draws
 * only when both are there, so an answer is Markdown from its first token, never raw text.
 * Called when the visitor starts typing, and by the first send at the latest.
 */
export function preloadConversation() {
  loading ??= Promise.all([import('./message-list'), preloadMarkdown()]).then(([list]) => list);
  // A failed load is tried again by the next call (the lazy list in visitor-conversation then
  // asks again too).
  loading.catch(() => (loading = undefined));
  return loading;
}
