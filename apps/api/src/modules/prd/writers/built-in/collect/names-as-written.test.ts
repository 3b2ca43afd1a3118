import { describe, expect, it } from 'vitest';
import { productName } from './input-name.js';
import { coinedName } from './product-name.js';
import { isEmailThread, parseEmailThread } from '../read/email.js';

const nameOf = (message: string) =>
  productName(message, [], { message: message.split('\n')[0], files: [] }).name;

describe('the product name as people state it', () => {
  it.each([
    [
      'Minutes\n\nThe team agreed to call the app Forkcheck.\nDrivers check forklifts.',
      'Forkcheck',
    ],
    ["Priya: So, Littlesteps. That's the name we settled on.\nGrace: Yes.", 'Littlesteps'],
    ['Epic: Permitpad – digital permits to work\n\nSupervisors issue permits.', 'Permitpad'],
    ['EPIC MUS-112: Tunewise – lesson booking\n\nTeachers book lessons.', 'Tunewise'],
    ['Betreff: Sperrfix – Anforderungen für Version 1\n\nHallo zusammen,', 'Sperrfix'],
    [
      'Compte rendu – Réunion de lancement\n\nCréno sera le portail de réservation des gymnases.',
      'Créno',
    ],
    ["ok here's where we landed on Roomready (housekeeping app for our hotels)", 'Roomready'],
    ['ok so the laundry booking app, working name Spinslot 🧺', 'Spinslot'],
    ['12/03/2026, 21:15 - Jess: ok so the uniform swap thing. name = Swapsack??', 'Swapsack'],
    ['Hall committee notes\n\nThe committee agreed on the name Keyhole for the site.', 'Keyhole'],
    [
      'Recap for anyone who joined late: Paddledock = self-service kayak rental from lockers.',
      'Paddledock',
    ],
    ['Spaces / Workplace Tech\nProduct name\tRoomsign\nOwner\tDee', 'Roomsign'],
    [
      'Write a PRD. Tallyho, our expense tool, gets receipts.\n\nSuccess = missing receipts down.',
      'Tallyho',
    ],
  ])('%s', (message, name) => expect(nameOf(message)).toBe(name));

  it('in a chat, the word people keep using beats a header name said once', () => {
    const chat = [
      'Nadia Brooks  9:12 AM',
      'Kicking off Callboard properly: the app that replaces our emailed call sheets.',
      'Tom Reid  9:15 AM',
      'Callboard should text the crew when the call time changes.',
      'Nadia Brooks  9:20 AM',
      'Yes, and Callboard just reads the day from the schedule export.',
    ].join('\n');
    expect(nameOf(chat)).toBe('Callboard');
  });

  it('never a ticket id, a mail header, a meeting label or a line of chat', () => {
    for (const message of [
      'Feature 7716: leaver requests\n\nManagers file a leaver request.',
      'Notizen Vorstandssitzung\n\nDer Vorstand bespricht die Hallenzeiten.',
      "I'm here\n\nok let's start",
    ])
      expect(nameOf(message)).not.toMatch(/^(?:Feature 7716|Notizen|I'm here)/);
  });

  it('a coined word used again and again, not a person, a month or a place', () => {
    expect(
      coinedName(
        'OK so. Binday. Residents book a pickup.\nBinday sends a reminder the day before.',
      ),
    ).toBe('Binday');
    expect(coinedName('Jamal Reed: hi\nJamal, can you check?\nThanks Jamal.')).toBeUndefined();
    expect(coinedName('Pilot in March. All stores by March.')).toBeUndefined();
    expect(coinedName('Shops in Leeds first, then more in Leeds.')).toBeUndefined();
  });
});

describe('mail threads in other languages', () => {
  it('reads Spanish and German headers and "escribió:" / "schrieb …:" quotes', () => {
    const es = [
      'De: Lucía Romero',
      'Enviado: martes, 3 de marzo de 2026 10:12',
      'Asunto: Re: PuestoYa',
      '',
      'Al final lanzamos el 4 de mayo.',
      '',
      'El lun, 2 mar 2026 a las 9:00, Marta Gil <marta@x.es> escribió:',
      '> El lanzamiento es el 1 de abril.',
    ];
    expect(isEmailThread(es)).toBe(true);
    expect(parseEmailThread(es).map((m) => [m.from, m.body])).toEqual([
      ['Marta Gil', 'El lanzamiento es el 1 de abril.'],
      ['Lucía Romero', 'Al final lanzamos el 4 de mayo.'],
    ]);
    const de = [
      'Von: Anna Weber',
      'Betreff: Abholklar',
      '',
      'Hier der Stand.',
      '',
      'Am 1. März 2026 um 10:12 schrieb Jonas Keller <jonas@x.de>:',
      '> Start im Mai.',
    ];
    expect(parseEmailThread(de).map((m) => m.from)).toEqual(['Jonas Keller', 'Anna Weber']);
  });
});
