import { constants } from '@prd/contract';
import { messageText, type MessageContent } from './message-text.js';

const GREETING =
  /^(?:hello|hi|hey|good\s+(?:morning|afternoon|evening))(?:\s+(?:there|all|everyone|team))?[\s\p{P}\p{S}]*$/iu;

/** AI messages over 500 characters get the Download and Share actions. */
export function isLongAiMessage(message: MessageContent): boolean {
  const text = messageText(message);
  return (
    text.length > constants.longAiMessageThreshold &&
    Array.from(text).length > constants.longAiMessageThreshold
  );
}

/** A greeting-only message (hello, hi, hey, good morning/afternoon/evening): no PRD, no downloads. */
export function isGreeting(message: MessageContent): boolean {
  return GREETING.test(messageText(message).trim());
}
