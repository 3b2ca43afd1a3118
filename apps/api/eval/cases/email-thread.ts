import type { EvalCase } from '../types.js';
import { BODY, fr, notIn, persona, req } from './helpers.js';

// Newest message first, as mail clients forward it: headers, signatures, a quoted reply.
const THREAD = `From: Alana Brooks <alana.brooks@kestrelshoes.com>
Sent: Thursday, 12 February 2026 09:14
To: Web Team <web@kestrelshoes.com>
Subject: RE: RE: Returns portal - scope

Hi all,

Final answer after talking to finance: the return window is 30 days, not 60. Refunds go back to the original payment method within 5 business days of the parcel reaching our warehouse. If a customer picks store credit instead of a refund, they get a 10% bonus on top.

Let's call it ReturnDesk.

Thanks,
Alana
--
Alana Brooks | Head of E-commerce | Kestrel Shoes
+44 20 7946 0018 | kestrelshoes.com

-----Original Message-----
From: Sam Okafor <sam.okafor@kestrelshoes.com>
Sent: Wednesday, 11 February 2026 17:40
To: Alana Brooks <alana.brooks@kestrelshoes.com>
Subject: RE: Returns portal - scope

Quick thoughts:
- customers print a prepaid Royal Mail label from the portal
- a reason dropdown: too small, too big, damaged, not as pictured, other
- could we do 60 days like the big marketplaces?

> From: Alana Brooks
> Sent: Wednesday, 11 February 2026 10:02
> Customers should be able to start a return from their order page without phoning us.
> Return window 60 days? Let me check with finance.

Sam
Sent from my iPhone`;

export const emailThread: EvalCase = {
  name: 'email-thread',
  description: 'An email thread newest-first with quotes and signatures; the newest message wins.',
  input: { message: THREAD },
  expect: {
    productName: 'ReturnDesk',
    facts: [
      fr('start a return from the order page', /return/, /order page/),
      req('30-day return window', /\b30\b/, /day/),
      fr(
        'refund to original payment method in 5 business days',
        /refund/,
        /5 business days|five business days/,
      ),
      fr('store credit with a 10% bonus', /store credit/, /10 ?%/),
      fr('prepaid Royal Mail label', /label/, /royal mail/),
      fr('return reason dropdown', /reason/, /too small|damaged/),
      persona('customers', /customer|shopper/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'TL;DR', 'Non-functional requirements'],
        'the superseded 60-day window',
        /(?<!not )60[- ]day/,
        'stale',
      ),
      notIn(BODY, 'an email address', /@kestrelshoes\.com/, 'other'),
      notIn(BODY, 'the signature phone number', /7946/, 'other'),
      notIn(BODY, 'mail client footer', /sent from my iphone|original message/, 'other'),
      notIn(
        'Functional requirements',
        'mail headers as requirements',
        /\b(sent|subject): /,
        'chatter',
      ),
    ],
    requirements: { min: 4, max: 10 },
  },
};
