import { describe, expect, it } from 'vitest';
import { extractFacts } from '../collect/extract-facts.js';
import { readUploadedPrd } from './uploaded-prd.js';

describe('a Jira ticket pasted as text', () => {
  const ticket = [
    'Castwell / CW-412',
    'Episode transcripts',
    '',
    'Dates',
    'Created: 12/Feb/26 10:14 AM',
    '',
    'Description',
    'h3. Background',
    'Creators paste transcripts by hand today.',
    '',
    "h3. What we're building",
    '# When an episode is published, Castwell generates its transcript automatically.',
    '# Creators can download the transcript as SRT and TXT.',
    '# Languages at launch: English and Spanish.',
    '',
    'h3. Out of scope',
    '* AI show notes',
    '',
    'Attachments',
    'transcript-player-mock-v2.png (212 kB)',
    '',
    'Jess Adeyemi added a comment - 14/Feb/26 2:40 PM',
    'Decision: English only at launch. Spanish moves to a follow-up ticket.',
    '',
    'Tom Fischer added a comment - 19/Feb/26 3:52 PM',
    "@Marco can you get the SRT export spec'd by end of next sprint?",
  ].join('\n');
  const facts = extractFacts(ticket, []);
  const reqs = facts.requirements.map((r) => r.text).join('\n');

  it('reads "h3." headings and "#" items as the wiki writes them', () => {
    expect(reqs).toMatch(/generates its transcript automatically/);
    expect(reqs).toMatch(/download the transcript as SRT and TXT/);
    expect(facts.milestones).toEqual([]);
    expect(facts.nonGoals.map((n) => n.text).join('\n')).toMatch(/AI show notes/);
  });

  it('drops comment headers and attachments, and a later "X only" replaces the list', () => {
    expect(reqs).not.toMatch(/added a comment|\.png/);
    expect(reqs).toMatch(/English only at launch/);
    expect(reqs).not.toMatch(/English and Spanish/);
    expect(facts.nonGoals.map((n) => n.text).join('\n')).toMatch(/Spanish moves to a follow-up/);
    expect(facts.actions.map((a) => a.text).join('\n')).toMatch(/@Marco can you get the SRT/);
  });
});

describe('a functional spec uploaded as PDF pages', () => {
  const page = (n: number, lines: string[]) => ({
    file: 'Porterline functional spec v1.2.pdf',
    locator: `page ${n}`,
    text: ['Calloway Health — Estates', ...lines, `Confidential — Page ${n} of 2`].join('\n'),
  });
  const chunks = [
    page(1, [
      'Porterline Functional Specification',
      '3 Functional requirements',
      '3.1 Requests',
      'Ward staff request a porter from any ward PC, choosing the urgency',
      '(routine, urgent, emergency).',
      '3.2 Notifications',
      'The porter has 2 minutes to accept; otherwise the job goes to the next porter.',
    ]),
    page(2, [
      '4 Rollout',
      'Pilot on the surgical floor from May 2026; all wards by September',
      '2026.',
      'Open issue: do agency porters get a handheld?',
    ]),
  ];

  it('turns the sub-sections of its requirements into requirements, questions into questions', () => {
    const md = readUploadedPrd(chunks)?.markdown ?? '';
    expect(md).toContain('### Requests');
    expect(md).toContain(
      '- Ward staff request a porter from any ward PC, choosing the urgency (routine, urgent, emergency).',
    );
    expect(md).toContain('- The porter has 2 minutes to accept');
    expect(md).toContain('all wards by September 2026.');
    expect(md).toMatch(/## Open questions\n\n- Open issue: do agency porters get a handheld\?/);
    expect(md).not.toMatch(/^## Requests/m);
  });
});

describe('a Word spec whose requirements are numbered clauses', () => {
  const chunks = [
    'Foundit – Lost Property Requirements',
    '4. Requirements',
    '4.1 The system shall let station staff log a found item with a photo. (Must)',
    '4.3 The system shall suggest matches between found and lost items. [Should]',
    '4.5 The system shall let passengers pay a courier fee online. [Should]',
    '7. Programme',
    'Pilot at York and Leeds stations: 11 May 2026',
  ].map((text, i) => ({ file: 'foundit.docx', locator: `paragraph ${i + 1}`, text }));

  it('keeps each clause number with its priority, and reads the programme as milestones', () => {
    const md = readUploadedPrd(chunks)?.markdown ?? '';
    expect(md).toContain('- [P0] 4.1 The system shall let station staff log a found item');
    expect(md).toContain('- [P1] 4.3 The system shall suggest matches');
    expect(md).toContain('## Programme');
  });
});
