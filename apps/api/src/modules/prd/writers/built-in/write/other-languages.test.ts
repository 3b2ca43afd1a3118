import { describe, expect, it } from 'vitest';
import { draft, frs, section } from './draft-test-helpers.js';

describe('briefs in German, French and Spanish', () => {
  it('reads needs stated with their own modal verbs as requirements', () => {
    const es = frs(
      draft(
        'Báscula, la app para la cooperativa.\n\nQueremos que cada entrega aparezca en el móvil del socio en menos de 5 minutos. La oficina debe poder corregir una entrega.',
      ),
    );
    expect(es.map((f) => f.statement).join('\n')).toMatch(/menos de 5 minutos/);
    expect(es.find((f) => /corregir/.test(f.statement))?.priority).toBe('P0');
    const de = frs(
      draft(
        'Hausfunk für Mieter.\n\nDie App muss Fotos vom Schaden annehmen. Mieter sollen den Stand sehen.',
      ),
    );
    expect(de.map((f) => f.statement).join('\n')).toMatch(/Fotos vom Schaden/);
  });

  it('takes "2. Ce que nous voulons" above its list for a heading, not a requirement', () => {
    const list = frs(
      draft(
        'Projet Strapontin — revente de billets\n\n1. Contexte\nChaque soir, 30 places restent vides.\n\n2. Ce que nous voulons\na) Un abonné peut mettre en vente son billet.\nb) Le billet est revendu au prix payé.\n\n3. Publics\nLes abonnés et le service billetterie.',
      ),
    );
    const statements = list.map((f) => f.statement);
    expect(statements).not.toContain('Contexte.');
    expect(statements).not.toContain('Ce que nous voulons.');
    expect(statements.join('\n')).toMatch(/mettre en vente/);
  });

  it('keeps a numbered list a list', () => {
    const list = frs(
      draft(
        'Parkly\n\nFeatures:\n1. Drivers find a bay\n2. Drivers pay by phone\n3. Wardens check permits',
      ),
    );
    expect(list).toHaveLength(3);
  });
});

describe('a request with the brief in the same sentence', () => {
  it('"need a prd for Sprout, reminds people to …" is a brief about Sprout, not a request as a requirement', () => {
    const prd = draft('need a prd for Sprout, reminds people to water their houseplants');
    expect(prd).toMatch(/^# Sprout: Product Requirements Document$/m);
    const statements = frs(prd).map((f) => f.statement);
    expect(statements).toEqual(['Sprout reminds people to water their houseplants.']);
  });
});

describe('a request followed by what the product is', () => {
  it('"Write a PRD for Orbit Ledger, a bookkeeping app …" says what Orbit Ledger is', () => {
    const prd = draft(
      'Write a PRD for Orbit Ledger, a bookkeeping app for agencies. It must export reports to CSV.',
    );
    expect(section(prd, 'TL;DR')).toMatch(/Orbit Ledger is a bookkeeping app for agencies\./);
  });
});
