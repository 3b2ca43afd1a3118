import { action, fr, nonGoal, notIn, notRequired, persona } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A customer-interview summary: participants, their quotes (what they want is input; what a
// competitor does, quoted by a user, is not our requirement), then the PM's conclusions, what is
// not taken from the round, and next steps.
const SUMMARY = `Talkswap – discovery interviews, round 2 (summary)
Interviewer: Ana Kovač (PM). 6 interviews, 40 min each, over video, 3–7 Feb.

Who we talked to
P1 Marta, 29, Valencia – native Spanish, learning English for work
P2 Jonas, 34, Leipzig – native German, learning Portuguese (his partner's family is Brazilian)
P3 Aiko, 22, Osaka – native Japanese, learning English and Spanish
P4 Daniel, 41, Toronto – native English, learning French
P5 Sofia, 26, Porto – native Portuguese, learning German
P6 Kwame, 31, Accra – native English, learning Japanese

What they said
Finding a partner
- "I matched with someone lovely on HelloTalk but they were asleep every time I was free. I want someone whose evenings are my evenings." (P1)
- "Half the people who message me just want to flirt. I'd like to say up front that I'm here for the language, full stop." (P5)
- Jonas (P2): "On Tandem you can filter by city. I never use it, I don't care where they live."

During a session
- "We always end up speaking English the whole time because his English is better than my Japanese." (P6)
- "A timer that tells us when to switch languages would honestly fix most of it." (P3)
- "HelloTalk has a translate button on every message, I use it constantly." (P3)
- Daniel (P4): "I like that italki has paid tutors for when I'm stuck – I'd pay for that."

After a session
- "I forget the words my partner taught me by the next day." (P1, P4)
- "If someone doesn't show up twice, I don't want to see them again." (P5)

PM conclusions (Ana)
1. Matching is by language pair first (what you speak ↔ what you're learning), then by overlapping availability in each person's own time zone. Users set their weekly free slots.
2. Every profile says what it's for: language practice only. Users can report and block a partner from the chat; reports reach our moderation queue within 24 hours.
3. Sessions have a built-in timer that splits the time half and half between the two languages and tells both people when to switch. Default 30 minutes; users can pick 20, 30 or 60.
4. After a session, each person can save words and phrases to their own word list.
5. A partner who misses two sessions in a row without cancelling is no longer suggested to the other person.
6. Calls stay outside the app in v1: the session screen gives a Google Meet or Zoom link. Building our own video calling is not in v1.

What we're NOT taking from this round
- Paid tutors: that's a different business.
- Translating messages like HelloTalk does: the point is to practise, not to translate.
- City filters: nobody asked for them.

Next steps
- Ana writes the PRD draft by 20 Feb.
- Luca (design) prototypes the session timer and tests it with P3 and P6.`;

export const moreInterviewSummary: EvalCase = {
  name: 'dev-more-interview-summary',
  description:
    'An interview summary for a language-exchange app: quotes from six users (some about competitors’ features), the PM’s conclusions, exclusions and next steps.',
  input: { message: SUMMARY },
  expect: {
    productName: 'Talkswap',
    notProductName: ['HelloTalk', 'Tandem', 'italki'],
    facts: [
      fr(
        'matching by language pair, then overlapping availability across time zones',
        /match/,
        /time ?zone|availab/,
      ),
      fr('users set their weekly free slots', /slots|weekly/),
      fr('profiles state language practice only', /practi[cs]e only|purpose|what it'?s for/),
      fr('report and block a partner from the chat', /report/, /block/),
      fr('reports reach moderation within 24 hours', /moderat/, /\b24 ?(h|hours)\b/),
      fr('a session timer that splits the time and says when to switch', /timer/, /switch/),
      fr('timer default 30 minutes, 20, 30 or 60 to pick', /\b20\b/, /\b60\b/),
      fr('save words and phrases to a personal word list', /word list|words and phrases/),
      fr(
        'a partner who misses two sessions in a row is no longer suggested',
        /\b(2|two) sessions\b/,
      ),
      fr('the session screen gives a Google Meet or Zoom link', /meet|zoom/),
      nonGoal('no in-app video calling in v1', /video/),
      nonGoal('no paid tutors', /tutor/),
      nonGoal('no message translation', /translat/),
      nonGoal('no city filters', /city/),
      persona('language learners', /learn|user/),
      action('Ana writes the PRD draft by 20 Feb', /ana/, /\b20 feb/),
      action('Luca prototypes the session timer', /luca/, /timer|prototype/),
    ],
    forbidden: [
      notRequired(
        'message translation',
        /translate button|translat(e|es|ing|ion)( of)? (every |each )?messages?|message translation/,
      ),
      notRequired('paid tutors', /tutor/),
      notRequired('city filters', /filter(s|ing)? by city|city filter/),
      notIn('Functional requirements', 'a participant tag', /\(p[1-6](, p[1-6])*\)/, 'chatter'),
      notIn(
        'Title',
        'the round or a competitor as the name',
        /interview|discovery|hellotalk|tandem|italki/,
        'invented',
      ),
    ],
    requirements: { min: 6, max: 12 },
  },
};
