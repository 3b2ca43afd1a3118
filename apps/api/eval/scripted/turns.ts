import type { PatchOp } from '../../src/modules/prd/writers/provider/patch.js';
import type { FormatKind } from '../../src/modules/prd/writers/provider/schema.js';

/**
 * What a good model answers to each follow-up of the golden conversations, as data: a
 * revision's patch operations (provider/patch.ts), a question's or small talk's answer, the
 * rendering a format request asks for, or the fixture of a replacement brief. The route's
 * intent comes from the case's expectations (script.ts).
 */
export type TurnScript =
  { patch: PatchOp[] } | { answer: string } | { format: FormatKind } | { replaceWith: string };

/** One patch operation; the fields it does not use are left empty, as the schema asks. */
function op(fields: Partial<PatchOp> & Pick<PatchOp, 'op'>): PatchOp {
  return {
    id: '',
    section: 'none',
    match: '',
    value: '',
    priority: 'keep',
    title: '',
    statement: '',
    criteria: [],
    basis: 'stated',
    source: 'your message',
    ...fields,
  };
}

/** One list per conversation case, in the order of its follow-ups. */
export const TURNS: Record<string, TurnScript[]> = {
  'follow-ups-edits': [
    { patch: [op({ op: 'replace_text', match: '15 minutes', value: '10 minutes' })] },
    { patch: [op({ op: 'replace_text', match: '€2.90', value: '€3.50' })] },
    {
      answer:
        '**FR-3 (ID check)** covers it: prescription-only medicine needs an ID check at the counter before handover.',
    },
    { format: 'one-pager' },
    { answer: "You're welcome! Tell me whenever you want to change the PRD." },
    { answer: "I'm well, thanks. Ready when you want to change the PRD." },
  ],
  'follow-ups-scope': [
    {
      patch: [
        op({ op: 'remove_fr', id: 'FR-8' }),
        op({ op: 'add_item', section: 'nonGoals', value: 'Shared templates: not doing it.' }),
      ],
    },
    { patch: [op({ op: 'rename_product', value: 'Quillstone' })] },
    {
      patch: [
        op({
          op: 'update_fr',
          id: 'FR-2',
          statement: 'Pro costs $14 per user per month: unlimited projects, 100 GB storage.',
        }),
        op({
          op: 'add_fr',
          title: 'Business plan',
          priority: 'P1',
          statement: 'Business costs $49 per user per month and adds SAML SSO.',
          criteria: [
            'Given a Business workspace, when a user signs in with SAML SSO, then they reach the workspace.',
          ],
        }),
        op({ op: 'update_fr', id: 'FR-7', priority: 'P0' }),
      ],
    },
    { replaceWith: 'follow-ups-scope-replacement' },
  ],
  'follow-ups-files': [
    {
      answer:
        'FR-2: patients who do not show up twice pay in advance for their next booking (clinic-brief.docx, paragraph 4).',
    },
    {
      patch: [
        op({
          op: 'add_fr',
          title: 'Waiting list',
          priority: 'P1',
          statement:
            'Patients can join a waiting list and get a text message when an earlier slot frees up.',
          criteria: [
            'Given a patient on the waiting list, when an earlier slot frees up, then they get a text message.',
          ],
          source: 'waiting-list.docx, paragraph 1',
        }),
      ],
    },
    { replaceWith: 'follow-ups-files-replacement' },
  ],
};

/** The clarifying questions a model asks before drafting from one line (thin cases). */
export const QUESTIONS = {
  questions: [
    {
      question: 'Who are the main users besides commuters?',
      options: ['Only commuters', 'Commuters and garage staff'],
    },
    {
      question: 'Which platform comes first?',
      options: ['iOS and Android app', 'Mobile web'],
    },
    {
      question: 'How do partner garages share which spots are free?',
      options: ['They enter it by hand', 'Their gate system sends it'],
    },
  ],
};
