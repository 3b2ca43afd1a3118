import { CHATTER_START, DECIDING_LEAD } from './openers.js';

/** "we agreed not to X", "let's drop X", "no to X for now": a rejected idea, X after the verb. */
const REJECTING_VERB =
  /^(?:please\s+(?:drop|scrap|shelve|ditch|leave\s+out)(?=\s+(?:the|our|that|this)\b)|(?:drop|scrap|cut|remove|shelve|ditch|leave\s+out|take\s+out)(?=\s+(?:the|our|that|this)\b[^.]*\b(?:from|for|in)\s+(?:v1|the mvp|mvp|this release|the first release|launch|now|(?:the )?scope)\b)|(?:we|the team|everyone)\s+(?:all\s+)?(?:have\s+|'ve\s+)?(?:agreed|decided|said|chose)\s+(?:not\s+to|against|to\s+(?:drop|skip|scrap|park|shelve|cut|remove|leave\s+out))|we(?:'re|\s+are)\s+not\s+(?:doing|building|going\s+(?:to\s+do|with)|shipping|adding|including|offering|supporting)|let'?s\s+(?:not(?:\s+do)?|drop|scrap|skip|park|shelve|kill|ditch|cut|remove|forget(?:\s+about)?|leave\s+out|rule\s+out)|(?:we(?:'ll|\s+will)\s+)?(?:scrap|shelve|ditch|forget\s+about|rule\s+out)|(?:we\s+)?(?:said\s+)?no\s+to|not\s+doing)\s+(.+)$/i;
/** "X is off the table", "X is out (then)", "X's a no for now": X before the verdict. */
const REJECTED_SUBJECT =
  /^(.+?)(?:\s+(?:is|are)\s+|'s\s+|:\s*)(?:out|off\s+the\s+table|a\s+no(?:-go)?|no(?:pe)?(?:\s+to\s+(?:that|it|this))?|not\s+happening|not\s+going\s+to\s+happen|shelved|scrapped|a\s+non-?starter|ruled\s+out)(?:\s+(?:then|now|too|as\s+well|for\s+now|for\s+(?:this|the\s+first|the)\s+(?:release|version|launch|pilot|mvp)|for\s+v1|in\s+v1))*$/i;
/** What a rejection names instead of an idea: it rejects the statement before it. */
const BACK_REFERENCE =
  /^(?:it|that|this|those|these|the idea|that idea|this idea|that one|this one|the proposal|that proposal)$/i;
const REASON_BREAK = /\s*(?:,|;|\s[–—-]\s|\s(?:because|since|as)\s)\s*/;
const CLAUSE_WORD =
  /\b(?:when|whenever|if|while|until|because|whether|that|which|who|once|after|before|must|should|shall|will|can|could|need|needs|has to|have to)\b/i;
const RELEASE_TAIL =
  /(?:\s+(?:then|for now|now|too|as well|for (?:this|the first|the) (?:release|version|launch|pilot|mvp)|for v1|in v1))+$/i;
const NOT_AN_IDEA =
  /^(?:to|ahead|back|over|on|and|but|it for today|for today|forget|miss|lose|overlook|underestimate|rush|overthink)\b|^$/i;

/**
 * A rejected idea, however it is phrased: "we agreed not to build an Android app", "let's drop
 * the loyalty points", "auto-approval is out then", "SMS is off the table", "no to offline mode
 * for now". `back` when it names no idea ("let's drop that"): it rejects the statement before it.
 */
export function rejection(text: string): { idea: string; back: boolean } | undefined {
  if (text.length > 300) return undefined;
  const plain = text.replace(/[.!]+\s*$/, '').trim();
  // "Yeah, that's off the table" without its opener first; "No to X" as written after that.
  const stripped = plain.replace(CHATTER_START, '').replace(DECIDING_LEAD, '');
  const asSaid = plain.replace(DECIDING_LEAD, '');
  // "GPS tracking is off the table for now, too costly": the verdict, then its reason.
  const firstClause = (t: string) => t.split(REASON_BREAK)[0] ?? t;
  for (const said of [stripped, asSaid, firstClause(stripped), firstClause(asSaid)]) {
    // "Show a badge when the item is out" is a feature: the subject form names a thing, short.
    const subject = REJECTED_SUBJECT.exec(said)?.[1];
    const idea =
      REJECTING_VERB.exec(said)?.[1] ??
      (subject &&
      (BACK_REFERENCE.test(subject.trim()) ||
        (!CLAUSE_WORD.test(subject) && subject.split(/\s+/).length <= 6))
        ? subject
        : undefined);
    if (idea === undefined) continue;
    const cleaned = idea.replace(RELEASE_TAIL, '').trim();
    if (NOT_AN_IDEA.test(cleaned) || cleaned.split(/\s+/).length > 12) continue;
    return { idea: cleaned, back: BACK_REFERENCE.test(cleaned) };
  }
  return undefined;
}
