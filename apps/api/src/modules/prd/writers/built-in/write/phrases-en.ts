import { labelsFor } from '@prd/prd';
import { NFR_DEFAULTS } from '../classify/keywords.js';
import type { Phrases } from './phrase-table.js';
import { lower, plural } from './plural.js';

export const en: Phrases = {
  code: 'en',
  english: true,
  labels: labelsFor('en'),
  preparedFrom: 'Prepared from',
  yourMessage: 'your message',
  and: 'and',
  noContent: 'no content yet',
  sourceWord: 'source',
  assumption: 'Assumption',
  toBeAgreed: 'Acceptance criteria to be agreed.',
  describedIn: (product, files) => `${product} is described in ${files}.`,
  needsDescription: (product) => `${product} is a product idea that still needs a description.`,
  unnamedUsers: 'users who are not named yet',
  personaName: (name) => name.toLowerCase(),
  lists: (fr, counts, nfr, people) =>
    `This draft lists **${fr}** (${counts}) and **${nfr}** for ${people}.`,
  functional: (n) => plural(n, 'functional requirement', 'functional requirements'),
  nonFunctional: (n) => plural(n, 'non-functional requirement', 'non-functional requirements'),
  keyTargets: (shown, more) =>
    `Key targets: ${shown}${more > 0 ? ` and ${more} more (section 8)` : ''}.`,
  remain: (n) =>
    `**${plural(n, 'open question', 'open questions')}** ${n === 1 ? 'remains' : 'remain'} (section 12).`,
  problem: 'Problem',
  goals: 'Goals (measurable)',
  problemMissing: 'Not stated yet: see Open questions.',
  baseline: (product) =>
    `Measure a baseline in the first month, then set targets for adoption and time saved with ${product}.`,
  outOfScope: 'Anything not listed under Functional requirements is out of scope for this version.',
  noPersonas: 'No people or roles are named in the brief: see Open questions.',
  primaryUser: (product) =>
    `The primary user is someone who wants ${product} to do the work described under Functional requirements.`,
  who: 'Who',
  story: 'Story',
  noStory: 'No user story stated yet: see Open questions.',
  defaultPersona: 'user',
  noRequirements:
    'No must, should or could statements were found. Describe what the product must do and the next version will list them here.',
  opens: (persona, product) => `The ${persona} opens ${product} and signs in.`,
  reviews: (persona) =>
    `The ${persona} reviews the result and continues, or returns later where they left off.`,
  flowNote: 'Derived from the requirements; confirm the flow with design.',
  categories: {
    Performance: 'Performance',
    Security: 'Security',
    Privacy: 'Privacy',
    Accessibility: 'Accessibility',
    Reliability: 'Reliability',
  },
  nfrDefaults: NFR_DEFAULTS,
  activation: (persona) =>
    `Activation: share of new ${persona} who complete the main task in their first week.`,
  satisfaction: (persona, product) =>
    `Satisfaction: ${persona} rate ${product} 4 out of 5 or better in a survey after 30 days.`,
  platforms: 'Platforms and technologies mentioned',
  constraint: 'Constraint',
  webFirst: 'A responsive web app first; native mobile apps later if usage shows the need.',
  adapters:
    'Every external integration is behind an adapter so it can be replaced or faked in tests.',
  noneYet: 'none yet',
  stated: 'Stated',
  plan: 'Proposed plan (assumption, adjust to the team and deadline):',
  m1: '**M1: Discovery and design**: answer the open questions and design the flow in section 6.',
  m2: (ids) => `**M2: MVP**: the P0 requirements (${ids}).`,
  m3: (ids, persona) =>
    `**M3: Beta**: the P1 requirements (${ids}) with a pilot group of ${persona}.`,
  m4: (ids) =>
    `**M4: Launch**: the P2 requirements (${ids}) as capacity allows; track the success metrics.`,
  dependence: (names) =>
    `Dependence on ${names}: outages, rate limits or API changes outside the team's control.`,
  scope: 'Scope: many requirements are P0; keep the MVP to what the first users need most.',
  compliance: 'Compliance: the privacy requirements need a legal review before launch.',
  reviewAssumptions:
    'This draft contains assumptions (marked _Assumption_); review them before planning.',
  laterWins: 'The later statement supersedes the earlier one in this draft; confirm.',
  bothListed: 'Both are listed; decide which applies.',
  versus: 'versus',
  why: {},
  noStatements: 'No requirement statements were found.',
  files: 'Files',
  fileLine: (name, kind, used) =>
    `${name} (${kind}): ${used ? `${used} passage${used === 1 ? '' : 's'} read` : 'no text extracted'}`,
  messageOnly: 'None: drafted from your message only.',
  extractionNotes: 'Extraction notes',
  more: (n, requirements, items) =>
    `${plural(n, 'more statement', 'more statements')} matched a section but ${n === 1 ? 'was' : 'were'} left out: this draft lists at most ${requirements} requirements and ${items} items per list. Which of them matter most?`,
  productFallback: 'the product',
  workingTitle: (title) =>
    `What is the product called? The brief names none; "${title}" is a working title.`,
  whatIsItCalled: 'What is the product called?',
  whatIsIt: (product) => `What is ${product}, in one or two sentences?`,
  whoUses: 'Who is the primary user, and who else uses it?',
  tasksOf: (persona, product) => `What are the main tasks of ${persona} in ${product}?`,
  whatProblem: 'What problem does it solve, and how do people handle it today?',
  whichTargets:
    'Which measurable targets define success (for example adoption, time saved, conversion)?',
  firstRelease: 'What must the first release do? List the must-have features.',
  outOfScopeQuestion: 'What is explicitly out of scope for the first release?',
  whichPlatforms: 'Which platforms (web, iOS, Android) and existing systems must it work with?',
  deadline: 'What is the target launch date or deadline?',
  budget: 'What budget and team size are available?',
  defaultsFit: (categories) =>
    `Do the assumed ${lower(categories)} defaults in section 7 fit, or are stricter targets needed?`,
  fileAdds: 'What does that file add to the requirements?',
};
