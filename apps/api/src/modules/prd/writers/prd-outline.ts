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

export function sectionHeading(section: PrdSection): string {
  return `## ${PRD_SECTIONS.indexOf(section) + 1}. ${section}`;
}

export const OFFLINE_NOTE =
  "> Drafted offline by PRD Studio's built-in writer: connect an AI provider in the admin settings for a fuller draft.";

export const CHANGES_HEADING = '## Changes in this version';

/** Sub-sections (H3) inside the 13 numbered ones, so the spec's 13-section outline is kept. */
export const CONFLICTS_HEADING = '### Conflicts and decisions needed'; // first in "Open questions"
export const ACTION_ITEMS_HEADING = '### Action items'; // last in "Milestones"
