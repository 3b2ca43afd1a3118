import { BODY, inSection, nonGoal, notIn, notRequired, persona } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// An existing PRD pasted as Markdown (a metadata line, a requirement table with zero-padded
// ids and Must/Should/Could), then the update typed under it: video calls dropped, launch moved
// from Q3 to Q4. The ids and priorities must come back as written; PP-04 is gone, not renumbered.
const PASTED = `# Peerpoint – PRD

**Owner:** Anjali Rao · **Status:** In review · **Last edited:** 12 Jan 2026

## Background

First-year students at Calder University struggle in maths-heavy modules and the official tutoring service has a 3-week wait. Second and third years who did well in a module are happy to tutor for a small payment from the university, but there is no way to find them.

## Goals

- Students get a tutor for a module within 48 hours of asking.
- 300 tutoring sessions a term by the end of the first year.

## Requirements

| ID | Requirement | Priority |
|----|-------------|----------|
| PP-01 | Students search tutors by module code and see each tutor's grade in that module and free times | Must |
| PP-02 | Students book a 1-hour session in a tutor's free time; both get a calendar invite | Must |
| PP-03 | Tutors are approved by the module leader before they appear in search | Must |
| PP-04 | Built-in video calls for online sessions | Should |
| PP-05 | After a session both sides rate it; tutors below 3.5 stars are reviewed by the module leader | Should |
| PP-06 | Tutors log hours and the university pays them monthly through payroll | Must |
| PP-07 | Group sessions for up to 4 students | Could |

## Out of scope

- Tutoring for school pupils or anyone outside the university
- Exam papers or model answers shared through the platform

## Timeline

- Beta with the School of Engineering: start of Q2
- Launch to all schools: Q3 2026

---

update it: we dropped video calls (PP-04) — sessions happen in person or on Teams, which everyone has anyway. launch moved to Q4. everything else stays the same, keep the IDs.`;

export const freshPastedPrdTable: EvalCase = {
  name: 'heldout-fresh-pasted-prd-table',
  description:
    'A Markdown PRD pasted with an ID | Requirement | Priority table and a typed update: PP-04 dropped, launch to Q4.',
  input: { message: PASTED },
  expect: {
    productName: 'Peerpoint',
    notProductName: ['Calder University', 'update it'],
    facts: [
      inSection('Anywhere', 'PP-01 kept, Must', /\bpp-01\b/, /module code/, /must/),
      inSection('Anywhere', 'PP-02 kept, Must', /\bpp-02\b/, /\b(1|one)-? ?hour/, /must/),
      inSection('Anywhere', 'PP-03 kept, Must', /\bpp-03\b/, /approv/, /must/),
      inSection('Anywhere', 'PP-05 kept, Should', /\bpp-05\b/, /3\.5/, /should/),
      inSection(
        'Anywhere',
        'PP-06 kept, Must',
        /\bpp-06\b/,
        /payroll|pa(y|id) (them )?monthly/,
        /must/,
      ),
      inSection('Anywhere', 'PP-07 kept, Could', /\bpp-07\b/, /group/, /could/),
      nonGoal('video calls dropped', /video/),
      nonGoal('no tutoring outside the university', /school pupils|outside the university/),
      nonGoal('no exam papers or model answers', /exam|model answer/),
      persona('students', /student/),
      persona('tutors', /tutor/),
      inSection('Milestones', 'launch to all schools in Q4', /\bq4\b/),
      inSection('Milestones', 'beta at the start of Q2', /\bq2\b/, /beta|engineering/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'a tutor within 48 hours',
        /\b48 ?(hours?|h)\b/,
      ),
      inSection(['Success metrics', 'Problem and goals'], '300 sessions a term', /\b300\b/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'video calls still required',
        /^(?!.*\b(no|not|dropped|removed)\b).*video/,
        'stale',
      ),
      notIn(
        ['Milestones', 'TL;DR'],
        'the old Q3 launch',
        /^(?!.*\b(moved|from|was|instead of)\b).*\bq3\b/,
        'stale',
      ),
      notIn(
        'Functional requirements',
        'the table header as a requirement',
        /^(id|requirement|priority)( |$)|-{4}/,
        'chatter',
      ),
      notIn(
        BODY,
        'the typed instruction',
        /update it|keep the ids|everything else stays/,
        'chatter',
      ),
      notRequired('exam papers shared', /^(?!.*\b(no|not|never)\b).*exam papers/),
    ],
    rawMustNotMatch: [
      { label: 'the table ids renumbered as FR-n', pattern: /^###\s+FR-\d/m },
      { label: 'PP-05 renumbered to PP-04', pattern: /PP-04\b[^\n]*(rate|rating)/i },
    ],
    requirements: { min: 6, max: 6 },
  },
};
