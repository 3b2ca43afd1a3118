import { describe, expect, it } from 'vitest';
import { readUploadedPrd } from './uploaded-prd.js';
import { withoutFillers } from './lines.js';
import { parseStructure } from './structure.js';

const said = (raw: string | string[]) =>
  parseStructure(raw)
    .blocks.filter((b) => !b.heading)
    .map((b) => [b.speaker, b.text]);

describe('a Zoom or Teams auto-transcript ("00:01:23 Name", the words below)', () => {
  const transcript = `Team sync – Tallyho

00:00:04 Ines Ward
Um, okay, so Tallyho is the scorekeeping app for the five-a-side league.

00:00:11 Marek Novak
Right. And, you know, referees enter the score on their phone after the final whistle.

00:00:19 Ines Ward
Yes, and uh the table updates within a minute.

00:00:25 Marek Novak
Cool.`;

  it('reads it as a transcript, each line by its speaker, with no times and no fillers', () => {
    const parsed = parseStructure(transcript);
    expect(parsed.kind).toBe('transcript');
    expect(parsed.title).toBe('Team sync – Tallyho');
    const lines = said(transcript);
    expect(lines).toContainEqual([
      'Ines Ward',
      'Okay, so Tallyho is the scorekeeping app for the five-a-side league.',
    ]);
    expect(lines).toContainEqual([
      'Marek Novak',
      'And referees enter the score on their phone after the final whistle.',
    ]);
    expect(lines).toContainEqual(['Ines Ward', 'Yes, and the table updates within a minute.']);
    expect(lines.map(([, t]) => t).join(' ')).not.toMatch(/\d{2}:\d{2}|\bum\b|\buh\b|you know/i);
  });

  it('takes fillers out without touching the words around them', () => {
    expect(withoutFillers("It's, you know, one spreadsheet")).toBe("It's one spreadsheet");
    expect(withoutFillers('Um, we need exports')).toBe('We need exports');
    expect(withoutFillers('Users like the export')).toBe('Users like the export');
    expect(withoutFillers('The umbrella stand, kind of blue')).toBe(
      'The umbrella stand, kind of blue',
    );
  });
});

describe('a WhatsApp export', () => {
  it('reads "[dd/mm/yy, hh:mm] Name: text" and drops media, deleted messages and emoji', () => {
    const chat = `[03/05/26, 09:12] Tomás Gil: Hola equipo!! 😀
[03/05/26, 09:13] Tomás Gil: La app se llamará Huerto y sirve para repartir parcelas del huerto urbano
[03/05/26, 09:14] Ana Paz: \u200e<Multimedia omitido>
[03/05/26, 09:15] Ana Paz: Cada vecino reserva una parcela por temporada 👍
[03/05/26, 09:16] Ana Paz: Este mensaje fue eliminado
[03/05/26, 09:17] +34 611 22 33 44: El riego se apunta en un calendario compartido`;
    const parsed = parseStructure(chat);
    expect(parsed.kind).toBe('transcript');
    expect(said(chat)).toEqual([
      ['Tomás Gil', 'La app se llamará Huerto y sirve para repartir parcelas del huerto urbano'],
      ['Ana Paz', 'Cada vecino reserva una parcela por temporada'],
      ['+34 611 22 33 44', 'El riego se apunta en un calendario compartido'],
    ]);
  });

  it('reads the Android form "dd/mm/yy, hh:mm - Name: text" the same way', () => {
    const chat = `3/5/26, 9:12 PM - Jo Reyes: Lockers open with a code sent by text
3/5/26, 9:13 PM - Sam Lo: <Media omitted>
3/5/26, 9:14 PM - Sam Lo: Codes expire after one hour
3/5/26, 9:15 PM - Jo Reyes: This message was deleted`;
    expect(parseStructure(chat).kind).toBe('transcript');
    expect(said(chat)).toEqual([
      ['Jo Reyes', 'Lockers open with a code sent by text'],
      ['Sam Lo', 'Codes expire after one hour'],
    ]);
  });
});

describe('a Slack channel pasted from the browser', () => {
  const slack = `#orchard-app
Priti Shah  8:41 AM
Morning! Pickpal is the picking app for the orchard crews
Priti Shah  8:45 AM
plan:
• pickers log each crate by tapping its tag
• the foreman sees crates per row
2 replies
Last reply today at 9:02 AM
View thread
Owen Hale  8:50 AM
replied to a thread: plan: • pickers log each crate by tapping its tag • the foreman sees…
should crates also record the variety?
Priti Shah  9:02 AM
replied to a thread: plan: • pickers log each crate by tapping its tag • the foreman sees…
yes, each crate records its variety (edited)
👍
2`;

  it('names no speaker header as the title and keeps no thread furniture', () => {
    const parsed = parseStructure(slack);
    expect(parsed.kind).toBe('transcript');
    expect(parsed.title ?? '').not.toMatch(/Priti|AM/);
    const lines = said(slack);
    expect(lines).toContainEqual(['Owen Hale', 'should crates also record the variety?']);
    expect(lines).toContainEqual(['Priti Shah', 'yes, each crate records its variety']);
    expect(lines.map(([, t]) => t).join('\n')).not.toMatch(
      /replied to a thread|last reply|view thread|replies|\d:\d\d|👍|^2$/im,
    );
  });
});

describe("a PDF's pages: running headers and footers, a flattened two-column table", () => {
  const pages = [
    `HARBOUR TRUST · Facilities Team RESTRICTED
Dockpass – visitor passes for the marina
Background
Visitors sign a paper book at the gate and nobody knows who is on site.
Feature Description
Pre-registration Hosts add a visitor's name and boat berth before the visit
Badge printing A badge with a photo prints at the gate kiosk; the host gets
a text when the visitor arrives
Dockpass spec · Page 1 of 2 · RESTRICTED`,
    `HARBOUR TRUST · Facilities Team RESTRICTED
Wardens
Wardens see who is on site during an evacuation.
Not included
Parking permits.
Dockpass spec · Page 2 of 2 · RESTRICTED`,
  ];

  it('drops the lines repeated at the edge of every page and finds the real title', () => {
    const parsed = parseStructure(pages);
    expect(parsed.title).toBe('Dockpass – visitor passes for the marina');
    const all = parsed.blocks.map((b) => b.text).join('\n');
    expect(all).not.toMatch(/HARBOUR TRUST|RESTRICTED|Page \d of 2/);
  });

  it('reads the table rows as items named by their first column, without the header row', () => {
    const parsed = parseStructure(pages);
    const items = parsed.blocks.filter((b) => b.item).map((b) => b.text);
    expect(items).toEqual([
      "Pre-registration: Hosts add a visitor's name and boat berth before the visit",
      'Badge printing: A badge with a photo prints at the gate kiosk',
      'the host gets a text when the visitor arrives',
    ]);
    expect(parsed.blocks.map((b) => b.text)).not.toContain('Feature Description');
    const heading = (text: string) => parsed.blocks.find((b) => b.heading && b.text === text);
    expect(heading('Wardens')).toBeDefined();
    expect(heading('Not included')).toMatchObject({ context: 'nongoal' });
  });

  it('finds the pages of one pasted text by its "Page n of m" footers', () => {
    const parsed = parseStructure(pages.join('\n'));
    expect(parsed.blocks.map((b) => b.text).join('\n')).not.toMatch(/HARBOUR TRUST|RESTRICTED/);
  });

  it('keeps a line repeated inside the pages (content, not chrome)', () => {
    const parsed = parseStructure([
      'Plan\nRequirements\n- Offline mode\nNotes on sync\nPage 1 of 2',
      'Notes on sync\nRequirements\n- Export to CSV\nClosing words here\nPage 2 of 2',
    ]);
    const texts = parsed.blocks.map((b) => b.text);
    expect(texts.filter((t) => t === 'Requirements')).toHaveLength(2);
  });

  it('is no uploaded PRD because of a "spec" byline, and drops its running chrome', () => {
    const file = 'Dockpass spec.pdf';
    const chunks = pages.map((text, i) => ({ file, locator: `page ${i + 1}`, text }));
    chunks[0]!.text = chunks[0]!.text.replace(
      'Background',
      'One-page spec · prepared by R. Lund, Facilities\nBackground',
    );
    expect(readUploadedPrd(chunks)).toBeNull();
  });
});

describe('more chat apps', () => {
  it('reads Discord headers, and drops app, system and huddle lines', async () => {
    const { speakerAlone } = await import('./lines.js');
    const { matchesTable, NON_PRODUCT } = await import('../rules/index.js');
    expect(speakerAlone('quillfeather — Today at 14:02')).toBe('quillfeather');
    expect(speakerAlone('vex#0417 — Yesterday at 21:40')).toBe('vex#0417');
    expect(speakerAlone('Yesterday 4:12 PM')).toBeUndefined();
    for (const line of [
      '12/03/2026, 21:14 - Messages and calls are end-to-end encrypted.',
      "You've been added by Rhiannon Price.",
      'Theo Lam created a Story: CALL-88 Import the scenes',
      'A huddle happened for 12 minutes',
    ])
      expect(matchesTable(NON_PRODUCT, line)).toBe(true);
  });
});
