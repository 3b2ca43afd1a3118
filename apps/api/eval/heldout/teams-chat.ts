import {
  BODY,
  chatter,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A Teams group chat pasted from the web client: "Name  Yesterday 4:12 PM" headers, reactions
// written out ("2 Like reactions."), a GIF, an edited message and a limit raised later on.
const CHAT = `Glasscheck - windscreen claims 🚗
Mei Lin Tan  Yesterday 4:12 PM
Quick recap from the claims workshop. Glasscheck = customers with a chipped or cracked windscreen start the claim in our app by taking photos, instead of phoning the claims line.
2 Like reactions.
Ravi Menon  Yesterday 4:15 PM
Photos: the whole windscreen plus a close-up of the damage with a coin next to it for scale.
Mei Lin Tan  Yesterday 4:16 PM
The app decides repair or replace from the photos: chips smaller than the coin are repair, anything bigger or any crack is replace.
Ravi Menon  Yesterday 4:20 PM
Then the customer picks a slot with a mobile fitter, at home or at work.
Joanne Pike  Yesterday 4:31 PM
(GIF) 
Joanne Pike  Yesterday 4:33 PM
Auto-approve claims up to £300 without a handler. Above that a handler reviews it.
Edited
Joanne Pike  Yesterday 5:02 PM
Correction after talking to underwriting: auto-approve up to £450, not £300. Repairs have no excess; replacements have the £95 excess.
3 Like reactions.1 Heart reaction.
Ravi Menon  Yesterday 5:05 PM
One more: claims from fleet policies stay on the phone line, they've got their own process.
Mei Lin Tan  Yesterday 5:06 PM
And we're not doing other glass (side windows, sunroofs) in this phase.
Joanne Pike  Yesterday 5:10 PM
who's bringing cake tomorrow? 🍰
Ravi Menon  Yesterday 5:11 PM
not it
Mei Lin Tan  Today 9:02 AM
Target: 70% of windscreen claims started in the app within 6 months, and claim-to-fit time from 5 days to 2. Open point: do we need the vehicle registration photo as well, or is the policy enough?
1 Like reaction.`;

export const teamsChat: EvalCase = {
  name: 'heldout-teams-chat',
  description: 'A Teams chat: name-and-time headers, written-out reactions, a GIF, a raised limit.',
  input: { message: CHAT },
  expect: {
    productName: 'Glasscheck',
    facts: [
      fr('start the claim in the app with photos', /claim/, /photo/),
      fr('whole windscreen and a close-up with a coin', /coin/),
      fr('repair or replace decided from the photos', /repair/, /replace/),
      fr('book a mobile fitter at home or work', /fitter/),
      fr('auto-approve up to £450', /£ ?450/, /approv/),
      fr('replacements carry the £95 excess', /£ ?95/, /excess/),
      nonGoal('fleet policy claims stay on the phone line', /fleet/),
      nonGoal('no side windows or sunroofs in this phase', /side window|sunroof/),
      persona('customers', /customer/),
      persona('claims handlers', /handler/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        '70% of claims in the app within 6 months',
        /70 ?%/,
      ),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'claim-to-fit from 5 days to 2',
        /\b2 days\b|to 2\b/,
      ),
      openQuestion('vehicle registration photo', /registration/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR'],
        'the superseded £300 limit',
        /£ ?300/,
        'stale',
      ),
      notRequired('fleet claims in the app', /(?<!no |not )fleet (policy )?claims (are|can)/),
      notRequired('side windows', /(?<!no |not )side windows/),
      chatter('the cake', /cake/),
      notIn(BODY, 'a reaction count', /like reactions?|heart reaction/, 'chatter'),
      notIn(BODY, 'a GIF or edit marker', /\(gif\)|^edited$/m, 'chatter'),
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'a time header',
        /yesterday|\d:\d\d ?pm/,
        'chatter',
      ),
    ],
    requirements: { min: 4, max: 9 },
  },
};
