import { describe, expect, it } from 'vitest';
import { findPersonasIn } from './people-other.js';
import { MESSAGE_SOURCE } from '../read/sentences.js';

const said = (...texts: string[]) => texts.map((text) => ({ text, source: MESSAGE_SOURCE }));

describe('people named in German, French, Spanish and Portuguese briefs', () => {
  it('keeps each role as the brief writes it, in order of first mention', () => {
    expect(
      findPersonasIn(
        'deu',
        said(
          'Mieter melden Schäden per App.',
          'Die Hausverwaltung beauftragt Handwerker; Mieter sehen den Stand.',
        ),
      ).map((p) => [p.name, p.mentions.length]),
    ).toEqual([
      ['Mieter', 2],
      ['Hausverwaltung', 1],
    ]);
    expect(
      findPersonasIn(
        'fra',
        said('Les abonnés revendent leur place ; le service billetterie valide.'),
      ).map((p) => p.name),
    ).toEqual(['Abonnés', 'Service billetterie']);
    expect(
      findPersonasIn('spa', said('El socio ve cada entrega.', 'Los socios piden el aceite.')).map(
        (p) => [p.name, p.mentions.length],
      ),
    ).toEqual([['Socios', 2]]);
  });

  it('finds no one in a language it has no words for, and no part of a longer word', () => {
    expect(findPersonasIn('ita', said('I soci ordinano olio.'))).toEqual([]);
    expect(findPersonasIn('deu', said('Die Mietervereinigung tagt.'))).toEqual([]);
  });
});
