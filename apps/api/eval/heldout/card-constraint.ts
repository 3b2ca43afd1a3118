import { fr, inSection, notIn, persona, risk } from '../cases/helpers.js';
import type { EvalCase, SectionName } from '../types.js';

// A hard security constraint stated in a brief's own words: the card number never reaches the
// restaurant's tablet, not even as a fallback when the reader is down.
const BRIEF = `TablePay - pay at the table (restaurant tablets)

Context: our restaurant customers already use our tablets (an iPad in a rugged case) for ordering at the table. They want guests to pay at the table too, so they can turn tables faster on Friday and Saturday nights.

Hard constraint from security, non-negotiable: no card number touches the tablet. Not typed, not scanned, not in logs, not in memory. The tablet must stay out of PCI scope.

How it should work:
- The server taps "Pay" on the order; the bill total goes to a Bluetooth card reader (a certified P2PE reader) paired with that tablet.
- The guest taps, inserts or swipes their card on the reader. The tablet only ever gets back approved/declined, the amount and a payment reference.
- Split the bill: evenly by number of guests or by items. Each guest pays their share on the reader.
- Tips: the guest picks 10, 15 or 20% or a custom amount on the reader screen before paying.
- Receipt by email or as a QR code on the tablet; no paper by default, paper on request.
- If the reader is offline the server gets a clear error and the bill stays open. No fallback to typing the card into the tablet.

Success: average time from "bill please" to the table paid goes from ~9 min to under 4 min.
Pilot: 5 restaurants in Manchester in June.
Risk: older readers (bought before 2021) may not support tipping on the reader screen, we need an inventory.`;

const CONSTRAINT: SectionName[] = [
  'Functional requirements',
  'Non-functional requirements',
  'Technical considerations',
];

export const cardConstraint: EvalCase = {
  name: 'heldout-card-constraint',
  description: 'A hard constraint: no card number touches the tablet.',
  input: { message: BRIEF },
  expect: {
    productName: 'TablePay',
    facts: [
      inSection(
        CONSTRAINT,
        'no card number touches the tablet',
        /card (number|data|details)|\bpan\b/,
        /tablet/,
        /\b(no|never|not|nor|without)\b/,
      ),
      inSection(CONSTRAINT, 'the tablet stays out of PCI scope', /pci/),
      fr('the bill total goes to the paired card reader', /reader/, /pair|bluetooth|total/),
      fr(
        'the tablet gets back only approved/declined, amount and reference',
        /approv|declin/,
        /reference/,
      ),
      fr('split the bill evenly or by items', /split/, /even|item/),
      fr('tips of 10, 15 or 20% or a custom amount on the reader', /tip/, /\b(10|15|20)\b|custom/),
      fr('receipt by email or QR code, paper on request', /receipt/, /email|qr/),
      fr('reader offline: clear error, bill stays open', /offline/, /error|open/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'bill to paid from ~9 to under 4 minutes',
        /\b4 ?(min|minutes?)\b/,
      ),
      inSection(['Milestones'], 'pilot in 5 Manchester restaurants in June', /manchester/, /june/),
      risk('older readers may not support on-screen tipping', /reader/, /older|2021/),
      persona('guests', /guest/),
      persona('servers', /server|waiter|staff/),
    ],
    forbidden: [
      // A requirement or flow step that has the tablet take the card number, with no negation.
      notIn(
        ['Functional requirements', 'User experience flow'],
        'the tablet takes the card number',
        /^(?!.*\b(no|not|never|nor|without|cannot|must not|out of)\b).*card (number|details|data)[^.]*tablet|^(?!.*\b(no|not|never|nor|without|cannot|must not|out of)\b).*tablet[^.]*card (number|details|data)/,
        'other',
      ),
      notIn(
        ['Functional requirements', 'User experience flow'],
        'typing the card into the tablet as a fallback',
        /^(?!.*\b(no|not|never|nor|without)\b).*(manual (card )?entry|type|typing|key in|keyed)[^.]*(card)[^.]*tablet/,
        'other',
      ),
    ],
  },
};
