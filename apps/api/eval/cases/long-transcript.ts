import type { EvalCase } from '../types.js';
import { chatter, fr, nonGoal, notRequired } from './helpers.js';

const SPEAKERS = ['Ines', 'Callum', 'Grace', 'Obi'];

const CHATTER = [
  'sorry, you were on mute for a second',
  'can everyone see my screen?',
  'yeah, makes sense',
  'haha fair enough',
  'one sec, the dog is barking',
  'sounds good to me',
  'ok, let me write that down',
  'right, right',
  'good point',
  'I think we covered that already',
  'can we come back to this later?',
  'sorry, my connection dropped, what did I miss?',
];

const TALK = [
  'in July the visitor pontoon is full most weekends',
  'the harbour office still keeps the bookings on a whiteboard',
  'some skippers call ahead on VHF channel 80, others just turn up',
  'last season we turned away a lot of boats on bank holidays',
  'the marina staff change every summer, mostly students',
  'the old website only has a contact form',
  'a few regulars book the same berth every year',
  'the tide table matters for the inner basin, not for the pontoon',
  'we get a lot of foreign boats in August',
  'the electricity on the pontoon is metered per berth',
];

// Said once each, spread through the call; everything else is talk and chatter.
const DECISIONS = [
  ['Ines', 'so the core of Dockside: visiting boats book a berth online for one or more nights'],
  [
    'Callum',
    'the booking asks for length, beam and draft, and only offers berths the boat fits in',
  ],
  ['Ines', 'agreed, harbour dues are paid by card when booking, not at the office'],
  ['Grace', 'the harbour master has to be able to block berths for maintenance'],
  ['Obi', 'fuel dock ordering is out of scope, we are not doing that this year'],
  ['Ines', 'decision: the first season covers the visitor pontoon only'],
];

/** Seeded (mulberry32), so the transcript is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const stamp = (seconds: number) =>
  [seconds / 3600, (seconds / 60) % 60, seconds % 60]
    .map((n) => String(Math.floor(n)).padStart(2, '0'))
    .join(':');

/** A ~100 KB planning call with four speakers; the decisions are a few lines in it. */
function longTranscript(targetChars = 100_000): string {
  const next = random(42);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const lines = ['Dockside – planning call, full transcript (auto-generated captions)', ''];
  let length = 0;
  let seconds = 0;
  let decided = 0;
  while (length < targetChars) {
    seconds += 2 + Math.floor(next() * 10);
    const due =
      decided < DECISIONS.length && length > ((decided + 1) * targetChars) / (DECISIONS.length + 1);
    const [speaker, text] = due
      ? DECISIONS[decided++]!
      : [pick(SPEAKERS), next() < 0.45 ? pick(CHATTER) : `${pick(TALK)}, ${pick(CHATTER)}`];
    const line = `[${stamp(seconds)}] ${speaker}: ${text}`;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n');
}

export const longTranscriptCase: EvalCase = {
  name: 'long-transcript',
  description: 'A ~100 KB call transcript: the PRD must stay proportional and readable.',
  input: { message: longTranscript() },
  expect: {
    productName: 'Dockside',
    facts: [
      fr('book a berth online', /berth/, /book/),
      fr('boat dimensions decide the berth', /length|beam|draft/),
      fr('harbour dues paid by card when booking', /dues|pay/, /card|book/),
      fr('harbour master blocks berths', /block/, /berth/),
      nonGoal('no fuel dock ordering', /fuel/),
    ],
    forbidden: [
      notRequired('fuel dock ordering', /(?<!(?:no|not) )fuel/),
      chatter('"sounds good"', /sounds good/),
      chatter('mute and connection talk', /on mute|connection dropped|see my screen/),
      chatter('the dog', /dog is barking/),
    ],
    requirements: { min: 3, max: 25 },
    maxChars: 40_000,
  },
};
