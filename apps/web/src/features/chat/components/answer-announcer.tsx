import { messages } from '@prd/contract';
import { useState } from 'react';
import type { ChatEntry } from '../chat-entries';

/**
 * A polite live region that says "Answer ready." when the chat's last answer, pending or
 * streaming in this view, is written in full (an opened chat's answers are not announced). The
 * region is always there, empty until then, so screen readers pick the change up.
 */
export function AnswerAnnouncer({ entries }: { entries: readonly ChatEntry[] }) {
  const last = entries.at(-1);
  const key = last?.role === 'ai' ? last.key : null;
  const status = last?.role === 'ai' ? last.status : null;
  const [seen, setSeen] = useState({ key, status });
  const [said, setSaid] = useState('');
  if (seen.key !== key || seen.status !== status) {
    setSeen({ key, status });
    // A send's answer takes its server key when it is saved: still the same answer.
    const same = seen.key === key || /^(local|visitor)-/.test(seen.key ?? '');
    const wasOpen = seen.status === 'pending' || seen.status === 'streaming';
    if (status === 'complete' && wasOpen && same) setSaid(messages.chat.answerReady);
    else if (status === 'pending' || status === 'streaming') setSaid('');
  }
  return (
    <p aria-live="polite" aria-atomic="true" data-answer-announcer="" className="sr-only">
      {said}
    </p>
  );
}
