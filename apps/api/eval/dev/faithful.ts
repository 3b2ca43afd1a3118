import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  CollectedReply,
  PrdWriter,
  SourceChunk,
} from '../../src/modules/prd/writers/types.js';

// What the dev and held-out soundness tests feed the harness: faithful hand-written replies.

export type Reply = Omit<CollectedReply, 'questions'>;

/** A writer that answers every message with one prepared PRD (a first message's draft). */
export function fixed(markdown: string): PrdWriter {
  return {
    name: 'fixture',
    async *reply() {
      yield { type: 'plan', kind: 'prd', intent: 'draft' };
      yield { type: 'text', delta: markdown };
    },
  };
}

/** A writer that answers each message of a conversation with a prepared reply. */
export function scripted(replies: Map<string, Reply>): PrdWriter {
  return {
    name: 'scripted',
    async *reply(input) {
      const reply = replies.get(input.message);
      if (!reply) throw new Error(`no reply for "${input.message.slice(0, 60)}"`);
      yield { type: 'plan', kind: reply.kind, intent: reply.intent };
      yield { type: 'text', delta: reply.text };
      if (reply.changes.length) yield { type: 'details', changes: reply.changes };
    },
  };
}

/** The hand-written PRD `fixtures/<name>.prd.md` next to a set's cases. */
export const readFixture = (dir: string, name: string) =>
  readFileSync(path.join(dir, 'fixtures', `${name}.prd.md`), 'utf8');

/** A revision as a writer should make it: the new version, its change list in both places. */
export function revision(
  prd: string,
  version: number,
  changes: string[],
  edit: (s: string) => string,
): Reply {
  const list = changes.map((c) => `- ${c}`).join('\n');
  const text = edit(prd)
    .replace(/- \*\*Version:\*\* 0\.\d+/, `- **Version:** 0.${version}`)
    .replace(/\n## Changes in this version\n\n(?:- .*\n)+/, '\n')
    .replace('\n## 1. ', `\n## Changes in this version\n\n${list}\n\n## 1. `);
  return { kind: 'prd', intent: 'revise', text, changes };
}

export const prd = (text: string, intent: Reply['intent'] = 'draft'): Reply => ({
  kind: 'prd',
  intent,
  text,
  changes: [],
});

export const answer = (text: string, intent: Reply['intent']): Reply => ({
  kind: 'answer',
  intent,
  text,
  changes: [],
});

/** Replaces `from` in `text`, throwing when it is not there (a fixture edit that silently missed). */
export function swap(text: string, from: string | RegExp, to: string): string {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`fixture edit missed: ${String(from)}`);
  return next;
}

/**
 * A Word file's text as `docxChunks` gives it: one chunk per paragraph (a table cell is a
 * paragraph), a short line without closing punctuation kept with the paragraph after it.
 */
export function docxChunks(file: string, paragraphs: string[]): SourceChunk[] {
  const chunks: SourceChunk[] = [];
  let start = 1;
  let group: string[] = [];
  paragraphs.forEach((paragraph, index) => {
    const number = index + 1;
    if (group.length === 0) start = number;
    group.push(paragraph);
    const isHeading = /^.{1,80}$/.test(paragraph) && !/[.!?:;…]$/.test(paragraph);
    if (isHeading && number < paragraphs.length) return;
    const locator = number === start ? `paragraph ${start}` : `paragraphs ${start}-${number}`;
    chunks.push({ file, locator, text: group.join('\n\n') });
    group = [];
  });
  return chunks;
}
