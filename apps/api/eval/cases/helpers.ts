import type { Fact, Forbidden, SectionName } from '../types.js';

type Pattern = string | RegExp;

/** A fact in Functional requirements (one FR block carries every pattern). */
export const fr = (label: string, ...all: Pattern[]): Fact => ({
  label,
  section: 'Functional requirements',
  all,
});

/** A requirement that may be functional or non-functional (limits, security, performance). */
export const req = (label: string, ...all: Pattern[]): Fact => ({
  label,
  section: ['Functional requirements', 'Non-functional requirements'],
  all,
});

export const nonGoal = (label: string, ...all: Pattern[]): Fact => ({
  label,
  section: 'Non-goals',
  all,
  kind: 'non-goal',
});

export const persona = (label: string, ...all: Pattern[]): Fact => ({
  label,
  section: 'Personas and user stories',
  all,
  kind: 'persona',
});

export const risk = (label: string, ...all: Pattern[]): Fact => ({
  label,
  section: 'Risks',
  all,
  kind: 'risk',
});

/** An open point: in Open questions (a conflict sub-section is inside it, so it counts too). */
export const openQuestion = (label: string, ...all: Pattern[]): Fact => ({
  label,
  section: 'Open questions',
  all,
});

export const conflict = (label: string, ...all: Pattern[]): Fact => ({
  label,
  section: 'Conflicts and decisions needed',
  all,
  kind: 'conflict',
});

export const action = (label: string, ...all: Pattern[]): Fact => ({
  label,
  section: 'Action items',
  all,
  kind: 'action',
});

export const inSection = (
  section: SectionName | SectionName[],
  label: string,
  ...all: Pattern[]
): Fact => ({
  label,
  section,
  all,
});

/** Talk that must never become a requirement. */
export const chatter = (label: string, pattern: Pattern): Forbidden => ({
  label,
  pattern,
  section: 'Functional requirements',
  kind: 'chatter',
});

/** The sections that describe the product (not the sources quoted, not the change list). */
export const BODY: SectionName[] = [
  'Title',
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
];

export const notIn = (
  section: SectionName | SectionName[],
  label: string,
  pattern: Pattern,
  kind: Forbidden['kind'] = 'other',
): Forbidden => ({ label, pattern, section, kind });

/** A stated non-goal turned into a functional requirement. */
export const notRequired = (label: string, pattern: Pattern): Forbidden => ({
  label: `non-goal made a requirement: ${label}`,
  pattern,
  section: 'Functional requirements',
  kind: 'other',
});
