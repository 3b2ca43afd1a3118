import type { Intent } from '../types.js';
import { declinedWork } from './revise/revise-decline.js';
import { matchesTable } from './rules/index.js';
import { CRITERIA_REQUESTS, FIRMER_NON_GOALS, SECOND_PRD } from './rules/follow-ups.js';

/**
 * What a message asks the built-in writer for. Read from a bounded prefix (and the last
 * characters, for a question mark), so any message costs the same few pattern tests.
 */
const INTENT_PREFIX_CHARS = 2000;

/** Words of chatter: a message made only of these (and short) is small talk. */
const CHATTER = new Set(
  `thanks thank thx ty tysm cheers you so much very a lot for the this that your it help helping
  great awesome perfect nice cool ok okay k kk good job work works worked looks look looking love
  lovely excellent amazing wonderful brilliant fantastic super neat sweet fine well done all right
  alright sure yes yeah yep yup got understood noted appreciate appreciated again hi hello hey
  there hiya howdy yo morning afternoon evening day night how are is doing going today things
  what's whats up sup how's hows bye goodbye see later ciao wow lol haha hah and i am i'm im we
  really truly indeed dear buddy mate man friend its it's much that's thats you're youre on
  such helpful ta grand ace champion legend sound spot nice one top class smashing lush magic
  gracias muchas merci beaucoup danke dankeschön vielen dank super genial parfait prima toll
  bien très muy perfecto vale ok d'accord`.split(/\s+/),
);
const CHATTER_ANCHOR =
  /\b(?:thanks?|thx|ty|tysm|ta|cheers|grand|ace|spot on|nice one|gracias|merci|danke|great|awesome|perfect|nice|cool|ok|okay|k|kk|good|love|lovely|excellent|amazing|wonderful|brilliant|fantastic|super|neat|sweet|fine|alright|sure|yes|yeah|yep|yup|understood|noted|appreciated?|hi|hello|hey|hiya|howdy|yo|morning|afternoon|evening|how are you|how's it going|hows it going|what'?s up|sup|bye|goodbye|later|wow|lol|haha)\b/;

/** Asking about the tool itself ("what can you do?", "how does this work?"). */
const ABOUT_TOOL =
  /^(?:(?:hi|hello|hey)[,!.\s]+)?(?:what (?:can|do|else can) you do|what are you|who are you|what is this|what's this|how do(?:es)? (?:this|it|you) work|how do i use (?:this|you|it)|how can you help|what do you need(?: from me)?|what should i send|what (?:files|formats) (?:can|do) you|help)\b/;

const REPLACE =
  /\b(?:use (?:this|these|the following|the attached|that|my new|the new)(?: [\w-]+){0,3} instead|instead,? use (?:this|these)|start (?:over|again|afresh|from scratch)|from scratch|(?:here is|here's|this is) (?:a|the|my) (?:new|different|another) (?:brief|product|spec|idea)|new product\s*[:-]|(?:a |the )?different product|another product|new (?:brief|spec|idea)\s*[:-]|(?:write|draft|create|make) (?:me )?a (?:new|fresh|separate) prd|(?:scrap|discard|forget|throw away|ignore) (?:that|this|it|the (?:previous|old|last|current|earlier)(?: \w+)?)(?:\s|[,.;:!-]|$)|replace (?:the|this) (?:whole |entire )?(?:prd|document|brief) with)/;

const FORMAT =
  /\b(?:(?:make|keep) it (?:shorter|short|concise|brief|briefer|tighter|compact)|(?:shorter|condensed|compact|brief|summary|summarised|summarized|short|full|long|complete|whole|detailed) (?:version|form|view|prd)|one[- ]?pager|one page|single page|exec(?:utive)? summary|summari[sz]e (?:it|the prd|this)|summari[sz]e (?:it |this |the prd )?for (?:the |our )?(?:execs?|executives|leadership|board|management|stakeholders|investors)|tl;?dr (?:version|only)|shorten (?:it|the prd|this)|condense|too long|back to the full|show (?:me )?the (?:full|whole|complete) (?:prd|document|version))\b/;

const EDIT_VERB =
  /^(?:add|remove|drop|delete|cut|change|rename|make|set|update|replace|include|move|lower|raise|increase|decrease|reduce|extend|shorten|mark|call|name|swap|switch|bump|prioriti[sz]e|deprioriti[sz]e|exclude|put|edit|fix|adjust|split|merge|rewrite|get rid)\b/;

const POLITE =
  /^(?:please\s+|(?:can|could|would|will) (?:you|we)\s+(?:please\s+)?|let'?s\s+|i'?d like (?:you )?to\s+|i want (?:you )?to\s+|we (?:should|need to|want to)\s+)/;

const QUESTION_START =
  /^(?:what|which|why|how|where|when|who|whom|whose|explain|tell me|list|show me|describe|summarize what|remind me)\b|^(?:does|do|is|are|was|were|can|could|will|would|should|did|has|have|any)\s+(?:we|it|you|they|there|this|that|these|those|i|the|our|fr-\d+|nfr-\d+|anything|anyone|any)\b/;

interface IntentContext {
  hasPreviousPrd: boolean;
  files: readonly unknown[];
}

const CLAUSE_BREAK = new RegExp(
  `(?<=[.!?;])\\s+|\\n+|,?\\s+(?:and|then|also|plus)\\s+(?=(?:please\\s+)?${EDIT_VERB.source.slice(1)})|,\\s+(?=(?:please\\s+)?${EDIT_VERB.source.slice(1)})`,
  'i',
);

/** Sentences and "…, and make …" parts of a message: one instruction each. */
export function splitClauses(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .map((s) => (s ?? '').trim().replace(/^(?:[-*•]|\d{1,2}[.)])\s+/, ''))
    .filter(Boolean);
}

/** Only thanks, greetings and the like, short. */
export function isSmallTalk(text: string): boolean {
  const lower = text.toLowerCase().trim();
  if (!lower || lower.length > 120) return false;
  const words = lower.match(/[\p{L}\p{N}']+/gu) ?? [];
  if (words.length === 0) return /^[\p{Extended_Pictographic}\s!.:)(-]+$/u.test(lower);
  if (words.length > 14) return false;
  return words.every((w) => CHATTER.has(w)) && CHATTER_ANCHOR.test(lower);
}

/** A sentence that asks something (not a politely worded edit such as "can you add X?"). */
export function isQuestion(sentence: string): boolean {
  const lower = sentence.toLowerCase().trim();
  if (isEdit(lower)) return false;
  return /\?\s*$/.test(lower) || QUESTION_START.test(lower);
}

/** "how about adding X" -> "add X" (a suggestion is an edit). */
const SUGGESTION =
  /^(?:how|what) about (add|remov|mak|chang|renam|dropp|includ|lower|rais|mov)ing\b/i;
const WHAT_IF =
  /^what if (?:we|you)\s+(?:also\s+)?(?=(?:add|remove|drop|make|change|rename|include|lower|raise|move|set)\b)/i;
const VERB_OF: Record<string, string> = {
  remov: 'remove',
  mak: 'make',
  chang: 'change',
  renam: 'rename',
  dropp: 'drop',
  includ: 'include',
  rais: 'raise',
  mov: 'move',
};

/** A suggestion worded as a question becomes the instruction it suggests. */
export function fromSuggestion(text: string): string {
  return text
    .replace(SUGGESTION, (_, verb: string) => VERB_OF[verb.toLowerCase()] ?? verb.toLowerCase())
    .replace(WHAT_IF, '');
}

function isEdit(sentence: string): boolean {
  const lower = fromSuggestion(sentence.toLowerCase().trim());
  const polite = POLITE.exec(lower);
  const rest = polite ? lower.slice(polite[0].length) : lower;
  if (EDIT_VERB.test(rest.replace(/^also\s+/, ''))) return true;
  // "Can you write ACs for FR-1?", "tighten the scope": requests worded without an edit verb.
  const request = rest.replace(/\?\s*$/, '');
  return matchesTable(CRITERIA_REQUESTS, request) || matchesTable(FIRMER_NON_GOALS, request);
}

/** "What can you do?", "how does this work?": a question about the tool, not the PRD. */
export function asksAboutTool(message: string): boolean {
  const head = message.slice(0, 200).trim();
  return message.length <= 200 && ABOUT_TOOL.test(head.toLowerCase());
}

/** Draft, revise, replace, question, format or small talk (see the module comment). */
export function classifyIntent(message: string, context: IntentContext): Intent {
  const head = message.slice(0, INTENT_PREFIX_CHARS).trim();
  const lower = head.toLowerCase();
  const long = message.length > INTENT_PREFIX_CHARS;
  const hasFiles = context.files.length > 0;

  if (!context.hasPreviousPrd) {
    if (hasFiles || long) return 'draft';
    if (isSmallTalk(head)) return 'smalltalk';
    if (asksAboutTool(head)) return 'question';
    return 'draft';
  }
  if (!head) return hasFiles ? 'revise' : 'smalltalk';
  // "Now write a second PRD for the client portal": a new document (read from its lead only).
  if (matchesTable(SECOND_PRD, head.slice(0, 300)) || REPLACE.test(lower)) return 'replace';
  if (!hasFiles && !long) {
    if (isSmallTalk(head)) return 'smalltalk';
    const parts = splitClauses(head);
    // Work only an AI model does faithfully (a translation, a new tone): a free answer.
    if (declinedWork(parts)) return 'question';
    const edits = parts.filter(isEdit);
    if (
      head.length <= 300 &&
      FORMAT.test(lower) &&
      edits.every((e) => FORMAT.test(e.toLowerCase()))
    )
      return 'format';
    const asks = parts.filter((p) => isQuestion(p) && !isEdit(p));
    const rest = parts.filter((p) => !asks.includes(p) && !isSmallTalk(p));
    if (asks.length && !rest.length) return 'question';
    if (asksAboutTool(head)) return 'question';
  }
  return 'revise';
}
