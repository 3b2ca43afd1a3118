/** Short, friendly replies to chatter (under 300 characters, no PRD, free). */

export function smallTalkReply(message: string, hasPrd: boolean): string {
  const lower = message.toLowerCase();
  const next = hasPrd
    ? 'Ask for a change ("make FR-2 a must"), a question about the PRD, or a one-pager whenever you like.'
    : 'Send me a short brief or files (PDF, Word, images, audio, video) and I will draft the PRD.';
  if (
    /\bhow are you\b|\bhow(?:'s| is) it going\b|\bhow are things\b|\bwhat'?s up\b|\bhow are you doing\b/.test(
      lower,
    )
  )
    return `I'm doing well, thanks for asking! ${next}`;
  if (/\b(?:thanks?|thank you|thx|ty|tysm|cheers|appreciate)/.test(lower))
    return `You're welcome! ${next}`;
  if (/\b(?:bye|goodbye|see you|later|ciao)\b/.test(lower))
    return `Goodbye! Your PRD stays in this chat. ${hasPrd ? '' : next}`.trim();
  if (/\b(?:hi|hello|hey|hiya|howdy|morning|afternoon|evening)\b/.test(lower))
    return `Hello! ${next}`;
  return `Glad to hear it! ${next}`;
}

/** What the built-in writer does, for "what can you do?" and the like. */
export function aboutReply(hasPrd: boolean): string {
  return [
    'I turn product ideas into a Product Requirements Document (PRD): send a brief, notes, a transcript or files (PDF, Word, images, audio, video) and I draft it.',
    '',
    hasPrd
      ? 'With the PRD in this chat you can ask for changes ("change the window from 15 to 10 minutes", "make FR-2 a must", "remove FR-4"), ask questions ("what does FR-3 cover?"), or ask for a one-pager or an executive summary.'
      : 'Then you can ask for changes, ask questions about it, or ask for a one-pager.',
  ].join('\n');
}
