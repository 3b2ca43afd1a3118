import { describe, expect, it } from 'vitest';
import { statesValueRule } from '../classify/value-rules.js';
import { draft, frs, section } from './draft-test-helpers.js';

const statements = (prd: string) =>
  frs(prd)
    .map((f) => f.statement)
    .join('\n');

describe('the rules an email thread states become requirements', () => {
  it('reads the newest message of an oldest-first thread with "On … wrote:" quotes', () => {
    const prd = draft(`From: Maya Lind <maya@fitloop.example>
Date: Mon, 2 Mar 2026 10:00:00 +0000
Subject: Membership app

Hi Joe,

Members should be able to book a class from the timetable.
Freezing a membership for up to 2 months?

Maya

From: Joe Park <joe@fitloop.example>
Date: Tue, 3 Mar 2026 16:20:00 +0000
Subject: RE: Membership app

Decided with the owners: a membership can be frozen for up to 3 months per year. Cancellation takes effect 30 days after the request. Day passes cost £12 and include one class.

Let's call it FitLoop.

Best,
Joe

On Mon, 2 Mar 2026 at 10:00, Maya Lind <maya@fitloop.example> wrote:
> Members should be able to book a class from the timetable.
> Freezing a membership for up to 2 months?`);
    const list = statements(prd);
    expect(list).toMatch(/book a class/);
    expect(list).toMatch(/frozen for up to 3 months/);
    expect(list).toMatch(/Cancellation takes effect 30 days after the request/);
    expect(list).toMatch(/Day passes cost £12/);
    expect(list).not.toMatch(/Decided with the owners:/);
    expect(list).not.toMatch(/2 months/);
    expect(frs(prd).length).toBeGreaterThanOrEqual(4);
  });

  it('reads a newest-first thread whose rules sit in plain sentences with "our" in them', () => {
    const prd = draft(`From: Priya Nair <priya@lanternbooks.example>
Sent: Friday, 6 March 2026 11:02
Subject: RE: Gift card portal

Final decision from finance: gift cards expire 24 months after purchase. Balances under £1 are paid out in store credit at our tills. A damaged card is replaced within 3 working days once the buyer shows the receipt.

Thanks,
Priya

-----Original Message-----
From: Tom Reyes <tom@lanternbooks.example>
Sent: Thursday, 5 March 2026 09:15
Subject: Gift card portal

- buyers pick a card design and an amount
- recipients get the card by email
- could cards expire after 12 months?`);
    const list = statements(prd);
    expect(list).toMatch(/gift cards expire 24 months after purchase/i);
    expect(list).toMatch(/Balances under £1 are paid out in store credit at our tills/);
    expect(list).toMatch(/replaced within 3 working days/);
    expect(list).toMatch(/card design/);
    expect(list).not.toMatch(/Final decision/);
    expect(list).not.toMatch(/12 months/);
  });

  it('still does not make values said in passing in a call requirements', () => {
    const prd = draft(`Ops call – Binwise

Ravi: Drivers must be able to mark a bin as collected.
Lena: last week the depot handled 340 collections a day.
Ravi: the old trucks do 12 miles per gallon.`);
    const list = statements(prd);
    expect(list).toMatch(/mark a bin as collected/);
    expect(list).not.toMatch(/340|12 miles/);
  });

  it('keeps an email sentence about the team or its money out of the requirements', () => {
    const mailed = (text: string) => ({
      text,
      source: { file: undefined, locator: 'Sam' },
      speaker: 'Sam',
      mailed: true,
    });
    expect(statesValueRule(mailed('Refunds reach the card within 5 business days.'))).toBe(true);
    expect(statesValueRule(mailed('Our budget is £40k for 6 months.'))).toBe(false);
    expect(statesValueRule(mailed('We had 23 complaints in 2 weeks.'))).toBe(false);
    expect(statesValueRule({ ...mailed('Refunds take 5 days.'), mailed: undefined })).toBe(false);
  });
});

describe('the eval thread shape, other words', () => {
  it('keeps the newest window and puts it in a requirement, the older one nowhere', () => {
    const prd = draft(`From: Ines Costa <ines@tidewear.example>
Sent: Wednesday, 4 March 2026 08:30
Subject: RE: Exchanges

Confirmed: exchanges are accepted for 45 days, not 90. Shipping for an exchange is free over €40.

Ines

-----Original Message-----
From: Dev Patel <dev@tidewear.example>
Sent: Tuesday, 3 March 2026 18:10
Subject: Exchanges

Shoppers should be able to swap a size from their account page.
Could exchanges be open for 90 days?`);
    expect(statements(prd)).toMatch(/exchanges are accepted for 45 days/i);
    expect(statements(prd)).toMatch(/free over €40/);
    expect(section(prd, 'Functional requirements')).not.toMatch(/(?<!not )90 days/);
  });
});

describe('a reply above a quoted message, as mail clients send it', () => {
  const prd = draft(`Subject: Re: Clinic booking app
From: Dr. Hana Ito <hana@brightsmile.example>
Date: Fri, 6 Mar 2026 14:02:00 +0000

Thanks Raj. Appointments can be cancelled free of charge up to 24 hours before, not 48. Late cancellations cost £25.

Please call it SmileSlot.

Hana

On Thu, 5 Mar 2026 at 09:30, Raj Mehta <raj@brightsmile.example> wrote:
> Hi Hana,
> Patients should be able to book a check-up or a hygienist visit online.
> Free cancellation up to 48 hours before?
> Raj`);
  const list = statements(prd);

  it('reads the quoted earlier message under "On … wrote:" as written by Raj', () => {
    expect(list).toMatch(/book a check-up or a hygienist visit online/);
    expect(prd).toContain('your message (Raj Mehta)');
  });

  it('keeps a short rule with a value from the newest message', () => {
    expect(list).toMatch(/Late cancellations cost £25\./);
    expect(list).toMatch(/up to 24 hours before/);
    expect(section(prd, 'Functional requirements')).not.toMatch(/(?<!not )\b48\b/);
  });
});
