/** The PRD structure both writers follow, in order (issue 4, "Writing the PRD"). */
export const PRD_SECTIONS = [
  'TL;DR',
  'Problem and goals',
  'Non-goals',
  'Personas and user stories',
  'Functional requirements',
  'User experience flow',
  'Non-functional requirements',
  'Success metrics',
  'Technical considerations',
  'Milestones',
  'Risks',
  'Open questions',
  'Sources',
] as const;

export type PrdSection = (typeof PRD_SECTIONS)[number];

export const OFFLINE_NOTE =
  "> Drafted offline by PRD Studio's built-in writer: connect an AI provider in the admin settings for a fuller draft.";

export const CHANGES_HEADING = '## Changes in this version';
