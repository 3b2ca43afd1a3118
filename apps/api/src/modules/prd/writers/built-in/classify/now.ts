// "Today farmers cannot see..." describes the problem, it forbids nothing.
export const NOW =
  /\b(?:today|currently|right now|at the moment|at present|these days|so far|still)\b/i;
// "Last year we recorded 212 late returns and 37 items we never got back" tells what happened.
export const PAST =
  /\b(?:last (?:year|month|week|season|spring|summer|autumn|fall|winter|quarter)|(?:years?|months?|weeks?) ago|used to)\b/i;
/** "Volunteers currently phone every family", "last year we…": today's process or the past. */
export const aboutNow = (text: string) => NOW.test(text) || PAST.test(text);
