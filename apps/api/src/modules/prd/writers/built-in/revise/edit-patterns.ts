import { fromSuggestion } from '../intent.js';
import { LEVEL } from './edit-op.js';

const POLITE =
  /^(?:(?:actually|ok(?:ay)? so|so|right|hmm+|oh|also)[,:]?\s+(?=(?:please\s+|pls\s+)?(?:add|remove|drop|delete|make|set|change|rename|cut|scrap|move|raise|lower|increase|reduce|bump|no more|replace|swap)\b)|please\s+|pls\s+|plz\s+|(?:can|could|would|will) (?:you|we)\s+(?:please\s+|pls\s+)?|let'?s\s+|i'?d like (?:you )?to\s+|i want (?:you )?to\s+|ok(?:ay)?,?\s+|also,?\s+(?=(?:add|remove|drop|delete|make|set|change|rename)\b)|and\s+|then\s+)/i;

/** "the export feature" -> "export feature"; quotes and trailing words like "please" out. */
export function cleanTarget(text: string): string {
  return (
    text
      .trim()
      .replace(/^["“'‘]|["”'’]$/g, '')
      .replace(/^(?:the|a|an|our|all|any)\s+/i, '')
      .replace(
        /^(?:requirements?|features?|items?|lines?)\s+(?:about|for|on|that|mentioning|called|named)\s+/i,
        '',
      )
      .replace(
        /\s+(?:please|entirely|completely|altogether|for now|from (?:the )?(?:prd|document|scope|list))$/i,
        '',
      )
      .replace(/\s+(?:requirements?|features?|functionality)$/i, '')
      .replace(/^["“'‘]|["”'’]$/g, '')
      // "drinks pre-ordering – we're not doing it this year": the reason after a dash goes.
      .replace(/\s+[–—-]\s+.*$/, '')
      .replace(/\s*,(?!\s*(?:and\s+)?[A-Za-z]{1,8}-\d).*$/i, '')
      .trim()
  );
}

// Every pattern runs on one clause of at most MAX_CLAUSE_CHARS (edit-parse.ts), anchored at its start.
export const REMOVE =
  /^(?:remove|drop|delete|cut|scrap|eliminate|get rid of|take out|kill)\s+(.+)$/i;
export const NO_LONGER =
  /^no more\s+(?!than\b)(.+)$|^(?:we|they|i|(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:no longer|don't|do not|won't|will not)\s+need(?:\s+to)?\s+(.+?)(?:\s+(?:any ?more|now|after all))?(?:,\s*(?:take (?:that|it) out|drop (?:that|it)|remove (?:that|it)))?$|^(?:there is\s+)?no (?:longer any |more )?need for\s+(.+)$|^(.+?)\s+(?:is|are)\s+no longer\s+(?:needed|required|necessary|wanted|in scope)$/iu;
export const OUT_OF_SCOPE =
  /^(.+?)\s+(?:is|are|will be|should be)\s+(?:now\s+)?(?:out of scope|not in scope|a non-goal|non-goals?|not a goal|not (?:part of|in) (?:this|the first|v1|the|the initial) (?:release|version|mvp|scope)|not for (?:v1|the mvp|launch))\b.*$/i;
export const NON_GOAL_VERB =
  /^(?:add (?:a )?non-goals?:?|exclude|(?:mark|move|put)\s+(.+?)\s+(?:as|to|under|in)\s+(?:out of scope|(?:the )?non-goals?)$|we (?:will not|won't|do not|don't) (?:build|do|support|offer|include|ship))\s*(.*)$/i;
export const RENAME_PRODUCT =
  /^(?:rename (?:the )?(?:product|app|tool|project|platform|service|it)\s+(?:to|as|into)|(?:call|name) (?:it|the (?:product|app|tool|project))|change (?:the )?(?:product |app |project )?name to|the (?:product|app|tool|project) (?:is|will be) (?:now )?called|(?:product )?name\s*:)\s+["“'‘]?(.+?)["”'’]?$/i;
export const RENAME =
  /^(?:rename\s+(?:from\s+)?|(?:change|update|set)\s+the\s+(?:name|title)\s+of\s+)(.+?)\s+(?:to|as|into)\s+(.+)$/i;
/** "change Stripe to PayPal": a short name for a short name (not "change checkout to be faster"). */
export const SWAP_TO =
  /^(?:change|switch|update|move)\s+(?:from\s+)?(.{1,60}?)\s+to\s+(?!(?:be|have|make|allow|let|support|include|use|show|work|run|do|get|become)\b)(\S+(?:\s+\S+){0,3})$/i;
export const PRIORITY_SET = new RegExp(
  `^(?:make|set|mark|change|move|put|turn)\\s+(?:the\\s+priority\\s+(?:of|for|on)\\s+)?(.+?)\\s+(?:to\\s+|as\\s+|in\\s+|into\\s+)?(?:an?\\s+)?${LEVEL}(?:\\s+priority)?$`,
  'i',
);
export const PRIORITY_IS = new RegExp(
  `^(.+?)\\s+(?:is|are|should be|becomes?|must be|will be)\\s+(?:now\\s+)?(?:an?\\s+)?${LEVEL}(?:\\s+priority|\\s+requirement)?(?:\\s+now)?$`,
  'i',
);
export const PRIORITY_STEP =
  /^(?:(lower|reduce|decrease|drop|downgrade|raise|increase|bump|upgrade|up|boost)\s+(?:the\s+)?priority\s+(?:of|for|on)\s+(.+)|(deprioriti[sz]e|prioriti[sz]e|downgrade|upgrade)\s+(.+)|(.+?)\s+can wait(?:\s+until later)?)$/i;
export const FROM_TO =
  /^(?:(?:change|update|set|increase|reduce|decrease|lower|raise|move|extend|shorten|cut|bump|adjust|modify)\s+)?(?:the\s+)?(.{0,80}?)\s*\bfrom\s+(.{1,60}?)\s+to\s+(.{1,60})$/i;
export const INSTEAD =
  /^(?:(?:use|make it|we want|it should be|go with|switch to|we'll use|we will use|let's use)\s+)?(.{1,80}?)\s+instead of\s+(.{1,80})$/i;
export const REPLACE = /^(?:replace|swap)\s+(.{1,80}?)\s+(?:with|for|by)\s+(.{1,80})$/i;
export const SET_TO =
  /^(?:change|update|set|increase|reduce|decrease|lower|raise|extend|shorten|make|adjust|bump|modify|cap|limit)\s+(?:the\s+)?(.{1,80}?)\s+(?:to|at|=)\s+(.{1,60})$/i;
/** "Delivery is €3.50 now, not €2.90": the new value, then the old one. */
export const NOT_THAT = /^(.{1,120}?),?\s+(?:not|rather than)\s+(.{1,60})$/i;
export const SET_BARE =
  /^(?:make|set)\s+(?:the\s+)?(.{1,80}?)\s+([$€£¥]?\d[^\s]*(?:\s+[a-z]{1,12}){0,3})$/i;
const PREFACE =
  /^(?:(?:update(?:s|d)?(?:\s+(?:it|the prd|from [^:]{1,40}))?|fyi|news|(?:changes?|edits?|notes?|feedback|decisions?|outcomes?)\s+(?:from|after|of)\s+[^:]{1,50})\s*:\s*|(?:(?:a\s+)?(?:few|some|several|two|three|four|five|\d)\s+)?(?:more\s+)?(?:changes?|edits?|updates?|tweaks?|things?|fixes)\s*:\s*)/i;
export const MOVES_TO =
  /^(?:the\s+)?(.{1,80}?)\s+(?:goes|go|went|moves?|rises?|drops?|falls?|increases?|decreases?|changes?|jumps?)\s+(?:up\s+|down\s+)?(?:to|at)\s+(.{1,60})$/i;
/** "Launch moved to Q3", "the beta slips to 26 May", "move the launch to June". */
export const DATE_MOVE =
  /^(?:(?:move|push|pull|bring|shift|set|change|update)\s+(?:back\s+|forward\s+)?)?(?:the\s+)?(.{1,60}?)\s+(?:(?:has|have|is|was|got|gets|will be)\s+)?(?:(?:now\s+)?(?:moved|moves|move|moving|slipped|slips|slip|pushed|pulled|brought|shifted|shifts|postponed|delayed|rescheduled|changed|changes)\s+)?(?:back\s+|forward\s+|out\s+)?(?:(?:is|are|will be)\s+(?:now\s+)?(?:in\s+|on\s+)?|to|into|until|till|for|now(?:\s+in|\s+on)?|date\s+(?:is\s+)?(?:now\s+)?)\s*(.{2,40})$/i;

export const DATE_MOVED =
  /\b(?:mov|slip|push|pull|brought|bring|shift|postpon|delay|reschedul|chang|set\b|update|now\b|date\b|is\b|are\b|will be\b)/i;

/** "Add what this file says", "add it": the files of the message are merged anyway. */
export const ABOUT_FILES =
  /^(?:it|this|that|these|them|everything|all of (?:it|this)|what(?:'s| is)?\b.*)$|\b(?:this|the|these|attached|new)\s+(?:files?|documents?|docs?|docx|pdfs?|attachments?|notes|brief)\b/i;
export const IS_NOW =
  /^(?:the\s+)?(.{1,80}?)\s+(?:is|are|will be|should be|becomes?|costs?|takes?|lasts?)\s+now\s+(.{1,60})$|^(?:the\s+)?(.{1,80}?)\s+(?:is|are|will be|should be|becomes?|costs?|takes?|lasts?)\s+(.{1,60}?)\s+now$/i;
export const ADD =
  /^(?:add|include|introduce|support)\s+(?:(?:a|an|the|one more|another)\s+)?(?:new\s+)?(?:(?:functional\s+)?requirements?|features?|fr|capability|user stor(?:y|ies))\s*(?::|\bthat\b|\bfor\b|\bso that\b|\bwhere\b|\bto\b)?\s*(.+)$|^(?:add|include|introduce|support)\s+(.+)$/i;
export const ALSO = /^(?:also|additionally|plus|and)\s*[,:]?\s+(.+)$/i;
export const VALUE =
  /(?:[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:%|percent|[$€£¥]|usd|eur|gbp|dollars?|euros?|pounds?)|\d[\d,]*(?:\.\d+)?(?:\s|-)?[a-z]{1,12}\b|\b\d[\d,]*(?:\.\d+)?\b)/i;

export function politeless(clause: string): string {
  // "Three changes: …", "Two edits: …": the preface says nothing to apply.
  let text = fromSuggestion(
    clause
      .trim()
      .replace(/[.!;,\s]+$/, '')
      .replace(PREFACE, ''),
  );
  for (let i = 0; i < 3; i += 1) {
    const next = text.replace(POLITE, '');
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/\s*\?$/, '')
    .replace(/,?\s+(?:please|pls|plz|thx|thanks|ta)$/i, '')
    .trim();
}

export function cleanName(text: string): string {
  return text
    .trim()
    .replace(/^["“'‘]+|["”'’]+$/g, '')
    .replace(/\s+(?:please|instead|everywhere|throughout)$/i, '')
    .replace(/[.!,;:]+$/, '')
    .trim();
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
