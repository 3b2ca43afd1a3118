import {
  BODY,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  persona,
  req,
} from '../cases/helpers.js';
import type { EvalCase, Fact, SectionName } from '../types.js';

// A brief written as flowing paragraphs, no headings and no lists: problem, features, hard rules
// (one said negatively: "nothing is stored on the tablet itself"), a nice-to-have, metrics, an
// exclusion and a pilot, each inside a paragraph.
const BRIEF = `Fridgelog is what we're calling the logging tablet for the Larder on Ash Street, the community fridge that volunteers run in the hall at St Cuthbert's. Anyone can leave food or take it, no questions asked, but at the moment the only record is a paper sheet taped to the door that nobody fills in properly, and the environmental health officer has told us that if we can't show temperature checks and use-by dates she will have to close us. Roughly a third of what's donated ends up in the bin because nobody notices it's past its date until it smells.

The idea is a cheap Android tablet fixed to the wall next to the fridge. A donor taps what they're leaving from big picture buttons (bread, dairy, fruit and veg, cooked food, tins and so on), picks the use-by date, and that's it: no sign-up, no name, no phone number. Volunteers do a temperature check twice a day, morning and evening, and type the reading into the tablet; if it's above 5°C the tablet tells them to move the high-risk food out and the coordinator gets an email straight away. Anything past its use-by date shows up in red on the volunteers' list so the evening volunteer can take it out, and every morning the coordinator gets a short email summary of what came in and what was thrown away. We'd also like a public web page showing roughly what's in the fridge right now, so people don't walk over for nothing, but that's a nice extra rather than the main thing.

A few hard rules. Nothing is stored on the tablet itself: it's in a public hall and it will get nicked or broken at some point, so every entry goes straight to the online log and the tablet is only a screen. Cooked food gets a second question, whether it was made in a home kitchen, because home-cooked food can't be left at all under our food safety policy and the tablet should say so politely. The buttons and words have to work for people who don't read much English, so pictures first and as little text as possible. The temperature log has to be exportable as a PDF for the environmental health inspection.

We'll know it works if the share of donated food that gets binned drops from about a third to under 10% within three months of the pilot, and if every day in the log has both temperature checks. We're not doing deliveries or anything that takes food to people's homes; that's the council's food bank and we don't want to compete with it. Pilot at Ash Street from April, then the two other fridges in the network if it goes well.`;

const GOALS: SectionName[] = ['Problem and goals', 'Success metrics'];

const prohibition = (fact: Fact): Fact => ({ ...fact, kind: 'prohibition' });

export const moreProseBrief: EvalCase = {
  name: 'dev-more-prose-brief',
  description:
    'A community-fridge brief in four plain paragraphs: features, hard rules (one negative: nothing stored on the tablet), a nice-to-have, metrics, an exclusion and a pilot, all in running text.',
  input: { message: BRIEF },
  expect: {
    productName: 'Fridgelog',
    notProductName: ['Larder on Ash Street', "St Cuthbert's"],
    facts: [
      fr(
        'donors log what they leave with picture buttons and a use-by date',
        /picture|button|categor/,
        /use-by/,
      ),
      req('donors give no name, sign-up or phone number', /sign-?up|name|account|anonym/),
      fr('temperature check twice a day', /temperature/, /twice|morning/),
      fr('above 5°C: move high-risk food out, coordinator emailed', /\b5 ?°c|\b5 degrees/),
      fr(
        'food past its use-by date flagged on the volunteers’ list',
        /use-by/,
        /\bred\b|past|expired/,
      ),
      fr('morning email summary to the coordinator', /summary/),
      fr('public web page of what is in the fridge (nice to have)', /public/, /page/),
      fr('home-cooked food refused, politely', /home/, /cook/),
      prohibition(req('nothing is stored on the tablet itself', /tablet/, /stor|saved|kept/)),
      req('usable by people who read little English: pictures first', /english/),
      fr('temperature log exported as a PDF', /pdf/),
      inSection(GOALS, 'binned food from about a third to under 10%', /\b10 ?%/),
      inSection(GOALS, 'both temperature checks logged every day', /temperature/),
      nonGoal('no deliveries to people’s homes', /deliver/),
      inSection('Milestones', 'pilot at Ash Street from April', /april/),
      persona('donors', /donor/),
      persona('volunteers', /volunteer/),
      persona('the coordinator', /coordinator/),
    ],
    forbidden: [
      notRequired('deliveries to homes', /(?<!no |not )deliver/),
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'the officer’s warning as a requirement',
        /will have to close|environmental health officer has told/,
        'chatter',
      ),
      notIn(
        BODY,
        'a donor’s name or number stored',
        /stores? (the )?donor'?s? (name|phone)/,
        'other',
      ),
    ],
    requirements: { min: 5, max: 11 },
  },
};
