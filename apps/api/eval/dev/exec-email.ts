import {
  BODY,
  chatter,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  persona,
  req,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A thread pasted newest first, with "> " quotes of the earlier mails: the CEO's last reply
// replaces three of the proposal's rules (pass length, host approval, guest cap).
const THREAD = `From: Henrik Aalto <henrik@nookspaces.io>
To: Members Experience; Facilities
Date: Thu, 12 Jun 2025 18:04
Subject: Re: Re: Lobbypass rules

Thanks both. I've decided, and this is final:

1. Visitor passes are valid until 23:59 on the day of the visit, not 24 hours from issue.
2. No host approval step. Members invite guests, that's it; reception checks ID on arrival.
3. The cap is 3 guests per member per day, not 5.

The rest of Aiko's proposal stands. Let's have it live in all four Helsinki locations by 1 September.

Henrik
CEO, Nook Spaces

> From: Bram de Vries
> Date: Wed, 11 Jun 2025 09:30
> Subject: Re: Lobbypass rules
>
> Facilities view: 5 guests per member is too many for the small sites. Also can
> the pass open the bike room? Members keep asking.
>
> > From: Aiko Tanaka
> > Date: Tue, 10 Jun 2025 14:12
> > Subject: Lobbypass rules
> >
> > Hi all! Proposal for Lobbypass, the visitor pass in the member app:
> > - A member invites a guest by name and email; the guest gets a QR pass by email.
> > - The QR pass opens the front door turnstile.
> > - Passes are valid for 24 hours from issue.
> > - The host must approve each visitor in the app when they arrive.
> > - Up to 5 guests per member per day.
> > - The member gets a push notification when their guest arrives.
> > No paid day passes for walk-ins, that's a separate product.
> > Cheers, Aiko
> > --
> > Aiko Tanaka | Members Experience Lead | +358 40 555 0199`;

export const execEmail: EvalCase = {
  name: 'dev-exec-email',
  description: 'A newest-first thread with nested quotes; the CEO replaces three earlier rules.',
  input: { message: THREAD },
  expect: {
    productName: 'Lobbypass',
    facts: [
      fr('a member invites a guest, who gets a QR pass by email', /invite/, /qr/),
      fr('the pass opens the turnstile', /turnstile/),
      req('valid until 23:59 on the day of the visit', /23[:.]59/),
      req('3 guests per member per day', /\b(3|three) guests\b/),
      fr('reception checks ID on arrival', /reception/, /\bid\b/),
      fr('push notification when the guest arrives', /push|notif/, /arriv/),
      nonGoal('no paid day passes for walk-ins', /day pass|walk-?in/),
      nonGoal('no host approval step', /approv/),
      inSection(
        'Milestones',
        'live in the four Helsinki locations by 1 September',
        /helsinki|four|\b4\b/,
        /september/,
      ),
      persona('members', /member/),
      persona('guests', /guest|visitor/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR'],
        'the superseded 24-hour validity',
        /\b24 ?(h|hours?)\b/,
        'stale',
      ),
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR'],
        'the superseded 5-guest cap',
        /\b(5|five) guests\b/,
        'stale',
      ),
      notRequired('host approval of each visitor', /host (must )?approv/),
      notRequired('paid day passes', /(?<!no )paid day pass/),
      notIn(BODY, 'a phone number or email address', /\+358|555 0199|@nookspaces/, 'other'),
      notIn(BODY, 'a quote marker or mail header', /^>|subject:|from: /m, 'chatter'),
      chatter('the bike room question', /bike room/),
    ],
    requirements: { min: 4, max: 10 },
  },
};
