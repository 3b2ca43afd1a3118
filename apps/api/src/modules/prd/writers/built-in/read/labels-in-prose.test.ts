import { parseMarkdown } from '@prd/prd';
import { describe, expect, it } from 'vitest';
import { speakerAlone, speakerOf } from './lines.js';
import { lineSentences } from './line-sentences.js';
import { parseStructure } from './structure.js';
import { readPastedPrd } from './uploaded-prd.js';

const blocks = (raw: string) => parseStructure(raw).blocks.filter((b) => !b.heading);
const find = (raw: string, start: string) =>
  blocks(raw).find((b) => b.text.toLowerCase().startsWith(start.toLowerCase()));

describe('labels inside a paragraph', () => {
  const NOTES = [
    'Skip week fix',
    '',
    'Customers skip any of their next 4 weeks in the app. Risk: easy skipping could cut revenue. Open: do we ask why they skip?',
    'Not in this: refunds for boxes already charged. Skips are 31% of all chats. Pausing the subscription either.',
  ].join('\n');

  it('"Risk:" and "Open:" name their own sentence, not the paragraph', () => {
    expect(find(NOTES, 'Customers skip')?.context).toBeUndefined();
    expect(find(NOTES, 'Easy skipping')?.context).toBe('risks');
    expect(find(NOTES, 'Do we ask why')?.context).toBe('questions');
  });

  it('a line label holds for the line, except for a sentence that states a measure', () => {
    expect(find(NOTES, 'Refunds for boxes')?.context).toBe('nongoal');
    expect(find(NOTES, 'Pausing the subscription')?.context).toBe('nongoal');
    expect(find(NOTES, 'Skips are 31%')?.context).toBeUndefined();
  });

  it('"Open" alone on a line is a state, not the open questions', () => {
    const text =
      'Shared albums #1423\nOpen\nmkowalski opened this issue\n\n- [ ] Owners create a share link';
    expect(find(text, 'Owners create')?.context).not.toBe('questions');
  });
});

describe('a rule line', () => {
  it('ends the chat above it: what follows is no longer the last speaker', () => {
    const text = [
      'Agent (Dana)  21:14',
      'I have refunded it as a one-off gesture.',
      '',
      'Visitor  21:15',
      'ok thanks',
      '',
      '---',
      'Customers skip their next 4 weeks themselves.',
    ].join('\n');
    expect(find(text, 'Customers skip')?.speaker).toBeUndefined();
  });

  it('under a heading is its underline and keeps the heading', () => {
    expect(
      find('Open questions\n==============\n1. Which scales do bakeries use', 'Which'),
    ).toMatchObject({
      context: 'questions',
    });
  });
});

describe('speakers', () => {
  it('reads a Google Chat header ("Name, Mon 10:42")', () => {
    expect(speakerAlone('Rhiannon Price, Mon 10:42')).toBe('Rhiannon Price');
    expect(speakerAlone('Tomasz Nowicki, Thursday 9:05')).toBe('Tomasz Nowicki');
  });

  it('what a bot or the chat system says is furniture; a named agent still speaks', () => {
    const chat = [
      'Visitor  21:02',
      'hi, I need to skip next week',
      '',
      'Fork (Bot)  21:02',
      'Hi there, our team usually replies in under 10 minutes.',
      '',
      'Agent (Dana)  21:11',
      'Skipping is not in the app yet.',
      '',
      'System  21:16',
      'Dana marked the conversation as resolved',
    ].join('\n');
    expect(blocks(chat).map((b) => [b.speaker, b.text])).toEqual([
      ['Visitor', 'hi, I need to skip next week'],
      ['Agent (Dana)', 'Skipping is not in the app yet.'],
    ]);
  });

  it('a label that names a section is no speaker, a team with a person in parentheses is', () => {
    expect(speakerOf('Plan: pilot for the January resits')).toBeUndefined();
    expect(speakerOf('Security (Viktor): sessions must expire after 8 hours')?.speaker).toBe(
      'Security',
    );
  });
});

describe('a pasted PRD with a labelled line', () => {
  it('files "Timeline: a, b" under Milestones, and the next lines stay in their section', () => {
    const pasted = readPastedPrd(
      [
        'Tunewise – Product Requirements',
        '',
        'Requirements',
        'FR1 [P0] Parents book a weekly 30-minute lesson.',
        'FR2 [P1] Teachers take the register.',
        'FR3 [P1] Parents pay the termly invoice by card.',
        '',
        'Success metrics',
        '90% of parents use the app by the end of the first term',
        'Timeline: beta with 5 teachers after Easter, launch for the September term.',
        'Admin time spent on changes cut by half',
        '',
        'Out of scope',
        'Group classes',
      ].join('\n'),
    );
    const prd = parseMarkdown(pasted!.markdown);
    expect(prd.milestones.map((m) => m.text).join('\n')).toMatch(
      /beta with 5 teachers after Easter/,
    );
    expect(prd.milestones.map((m) => m.text).join('\n')).toMatch(/launch for the September term/);
    expect(prd.metrics.map((m) => m.text).join('\n')).toMatch(/cut by half/);
    expect(prd.metrics.map((m) => m.text).join('\n')).not.toMatch(/Easter/);
  });
});

describe('a German date', () => {
  it('"am 1. Oktober" does not end the sentence, a numbered sentence still does', () => {
    expect(lineSentences('Der Start ist am 1. Oktober 2026 geplant. Danach alle Bezirke.')).toEqual(
      ['Der Start ist am 1. Oktober 2026 geplant.', 'Danach alle Bezirke.'],
    );
    expect(lineSentences('We tried 2. Then we stopped.')).toEqual([
      'We tried 2.',
      'Then we stopped.',
    ]);
  });
});
