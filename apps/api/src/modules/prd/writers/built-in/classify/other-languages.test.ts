import { describe, expect, it } from 'vitest';
import { MAX_RULE_TEXT, ruleFor } from '../rules/rule.js';
import { draft, frs, section } from '../write/draft-test-helpers.js';
import { OTHER_TABLES } from './other-languages.js';

// Each table's rules with their examples, as rules/rules.test.ts runs the shared tables.
describe.each(OTHER_TABLES.map((t) => [t.name, t] as const))('rule table: %s', (_n, table) => {
  it.each(table.rules.flatMap((r) => r.examples.map((e) => [r.name, e] as const)))(
    '%s matches "%s"',
    (name, example) => {
      const rule = table.rules.find((r) => r.name === name)!;
      expect(rule.counterExamples.length, name).toBeGreaterThan(0);
      expect(rule.pattern.test(example.trim()), `${name}: ${example}`).toBe(true);
    },
  );
  it.each(table.rules.flatMap((r) => r.counterExamples.map((e) => [r.name, e] as const)))(
    'no rule matches the counter-example "%2$s"',
    (_rule, counter) => {
      expect(ruleFor(table, counter)?.name, counter).toBeUndefined();
    },
  );
  it('reads no text longer than its limit', () => {
    const example = table.rules[0]!.examples[0]!;
    expect(ruleFor(table, `${example}${' x'.repeat(MAX_RULE_TEXT)}`)).toBeUndefined();
  });
});

const statements = (prd: string) => frs(prd).map((f) => f.statement);

describe('a Spanish group chat', () => {
  const prd = draft(
    [
      '[03/03/26, 09:10] Nuria Sáez: Hola a todos! Os cuento lo de la app del club de pádel, se llamará Rebote',
      '[03/03/26, 09:11] Nuria Sáez: Los socios reservan pista desde el móvil con una semana de antelación',
      '[03/03/26, 09:12] Iker Gil: genial 😄',
      '[03/03/26, 09:13] Nuria Sáez: Abono de 10 partidos por 60 €',
      '[03/03/26, 09:14] Nuria Sáez: Pago con tarjeta o transferencia',
      '[03/03/26, 09:15] Nuria Sáez: Como máximo 4 jugadores por pista',
      '[03/03/26, 09:16] Nuria Sáez: Se puede anular la reserva hasta 6 horas antes',
      '[03/03/26, 09:17] Iker Gil: Y un ranking de jugadores?',
      '[03/03/26, 09:18] Nuria Sáez: No, eso no. Nada de ranking en la app.',
      '[03/03/26, 09:19] Nuria Sáez: Y torneos tampoco por ahora',
      '[03/03/26, 09:20] Nuria Sáez: Iker, puedes hablar con el gestor antes del lunes?',
      '[03/03/26, 09:21] Iker Gil: vale jajaja',
    ].join('\n'),
  );

  it('reads what the product does, its prices, limits and payment as requirements', () => {
    const said = statements(prd).join('\n');
    expect(said).toMatch(/socios reservan pista/);
    expect(said).toMatch(/60 €/);
    expect(said).toMatch(/tarjeta o transferencia/);
    expect(said).toMatch(/máximo 4 jugadores/);
    expect(said).toMatch(/anular la reserva hasta 6 horas/);
    expect(said).not.toMatch(/genial|jajaja|ranking|torneos|Os cuento/);
  });

  it('puts what was turned down out of scope and the task in the action items', () => {
    const out = section(prd, 'Non-goals');
    expect(out).toMatch(/ranking/);
    expect(out).toMatch(/torneos/);
    expect(prd).toMatch(/Iker, puedes hablar con el gestor/);
    expect(section(prd, 'Open questions')).not.toMatch(/hablar con el gestor/);
  });
});

describe('a French group chat', () => {
  const prd = draft(
    [
      '[05/03/26, 18:02] Élodie Martin: Bonjour ! Pour l’appli de la ludothèque, on l’appelle Dédé',
      '[05/03/26, 18:03] Élodie Martin: Les adhérents réservent un jeu en ligne et le retirent le samedi',
      '[05/03/26, 18:04] Hugo Petit: super merci',
      '[05/03/26, 18:05] Élodie Martin: On peut prolonger un prêt une fois',
      '[05/03/26, 18:06] Élodie Martin: Au maximum 3 jeux par famille',
      '[05/03/26, 18:07] Élodie Martin: Le parent reçoit un SMS la veille du retour',
      '[05/03/26, 18:08] Élodie Martin: Pas de vente de jeux pour l’instant.',
      '[05/03/26, 18:09] Hugo Petit: Hugo s’occupe du devis avec la mairie',
    ].join('\n'),
  );

  it('reads the product statements as requirements and the rest as scope and tasks', () => {
    const said = statements(prd).join('\n');
    expect(said).toMatch(/adhérents réservent/);
    expect(said).toMatch(/prolonger un prêt/);
    expect(said).toMatch(/maximum 3 jeux/);
    expect(said).toMatch(/reçoit un SMS/);
    expect(said).not.toMatch(/super merci|vente de jeux|devis/);
    expect(section(prd, 'Non-goals')).toMatch(/vente de jeux/);
    expect(prd).toMatch(/s’occupe du devis/);
  });
});

describe('a German group chat', () => {
  const prd = draft(
    [
      '[06/03/26, 08:30] Jana Vogel: Moin! Zur App für den Fahrradverleih, Arbeitstitel Speiche',
      '[06/03/26, 08:31] Jana Vogel: Die Kunden buchen ein Rad per App und öffnen das Schloss mit dem Handy',
      '[06/03/26, 08:32] Timo Berg: danke, passt',
      '[06/03/26, 08:33] Jana Vogel: Man kann eine Buchung bis 1 Stunde vorher stornieren',
      '[06/03/26, 08:34] Jana Vogel: Höchstens 2 Räder pro Buchung',
      '[06/03/26, 08:35] Jana Vogel: Zahlung per PayPal oder Lastschrift',
      '[06/03/26, 08:36] Jana Vogel: E-Bikes erst später.',
      '[06/03/26, 08:37] Jana Vogel: Timo klärt die Versicherung bis Freitag',
    ].join('\n'),
  );

  it('reads the product statements as requirements and the rest as scope and tasks', () => {
    const said = statements(prd).join('\n');
    expect(said).toMatch(/Kunden buchen ein Rad/);
    expect(said).toMatch(/Buchung bis 1 Stunde vorher stornieren/);
    expect(said).toMatch(/Höchstens 2 Räder/);
    expect(said).toMatch(/PayPal oder Lastschrift/);
    expect(said).not.toMatch(/danke|E-Bikes|Versicherung/);
    expect(section(prd, 'Non-goals')).toMatch(/E-Bikes/);
    expect(prd).toMatch(/Timo klärt die Versicherung/);
  });
});

describe('a French brief', () => {
  const prd = draft(
    [
      'Objet : Gouter, l’appli des goûters du centre de loisirs',
      '',
      'Les familles, les animateurs et le service Jeunesse de la mairie, qui fixe les tarifs.',
      '',
      'Les animateurs cochent les goûters servis chaque jour.',
      '',
      'Risques et points ouverts',
      '',
      'Le fournisseur de paiement facture chaque remboursement : coût à vérifier.',
    ].join('\n'),
  );

  it('names a town department as a persona and a cost to check as a risk', () => {
    expect(section(prd, 'Personas and user stories')).toMatch(/service Jeunesse de la mairie/i);
    expect(section(prd, 'Risks')).toMatch(/facture chaque remboursement/);
    expect(statements(prd).join('\n')).not.toMatch(/facture chaque remboursement/);
  });
});

describe('German meeting notes', () => {
  const prd = draft(
    [
      'Protokoll Vereinsrunde 4.2. – App für den Gemeinschaftsgarten',
      '',
      'Teilnehmer: Lena, Paul, Ömer',
      '',
      '- Die Ehrenamtlichen tragen die Gießdienste in der App ein.',
      '- Ehrenamtliche bekommen eine Erinnerung am Vorabend.',
      '- Ömer: Entwurf der Startseite',
      '- ok, passt',
    ].join('\n'),
  );

  it('reads a listed task with its owner as an action and a bare "ok" as talk', () => {
    const said = statements(prd).join('\n');
    expect(said).toMatch(/Gießdienste/);
    expect(said).not.toMatch(/Ömer|passt/);
    expect(prd).toMatch(/- \[ \] Ömer: Entwurf der Startseite/);
    expect(section(prd, 'Personas and user stories').match(/^### /gm)).toHaveLength(1);
  });
});

describe('a French chat with a greeting', () => {
  const prd = draft(
    [
      '[11/03/26, 19:00] Inès Roy: Salut tout le monde !',
      '[11/03/26, 19:01] Inès Roy: Les bénévoles s’inscrivent aux permanences depuis leur téléphone',
      '[11/03/26, 19:02] Yann Roux: Et une buvette en ligne ?',
      '[11/03/26, 19:03] Inès Roy: Non, pas de buvette.',
    ].join('\n'),
  );

  it('keeps the greeting out and reads the reply as a non-goal', () => {
    expect(prd).not.toMatch(/Salut tout le monde/);
    expect(statements(prd).join('\n')).toMatch(/bénévoles s’inscrivent/);
    expect(section(prd, 'Non-goals')).toMatch(/pas de buvette/);
  });
});

describe('Spanish meeting notes with the problem in prose', () => {
  const prd = draft(
    [
      'Acta reunión 2/04 — app del polideportivo',
      '',
      'Los vecinos piden que se puedan reservar pistas desde casa. Ahora tienen que venir en persona y muchas veces ya no queda hueco.',
      '',
      '- Los usuarios reservan una pista y pagan en la app.',
      '- Las reservas caducan a los 15 minutos si no se pagan.',
      '- Marta habla con el ayuntamiento antes del martes.',
    ].join('\n'),
  );

  it('reads the product lines as requirements, not what people ask for or do today', () => {
    const said = statements(prd).join('\n');
    expect(said).toMatch(/usuarios reservan una pista/);
    expect(said).toMatch(/caducan a los 15 minutos/);
    expect(said).not.toMatch(/vecinos piden|tienen que venir|Marta/);
    expect(prd).toMatch(/- \[ \] Marta habla con el ayuntamiento/);
  });
});

describe('a German group chat about a nursery', () => {
  const prd = draft(
    [
      '[12.03.26, 09:00] Sabine Koch: Kurz zur App für unsere Kita, Arbeitstitel Kitafuchs',
      '[12.03.26, 09:01] Sabine Koch: Die Erzieherinnen sehen die Abmeldungen auf dem Tablet',
      '[12.03.26, 09:02] Jörg Meier: super 👍',
      '[12.03.26, 09:03] Sabine Koch: Das Mittagessen kostet 3,50 € pro Tag',
      '[12.03.26, 09:04] Sabine Koch: Heute rufen die Eltern morgens an und keiner geht ran',
    ].join('\n'),
  );

  it('reads a capitalised plural subject with its verb and a price as requirements', () => {
    const said = statements(prd).join('\n');
    expect(said).toMatch(/Erzieherinnen sehen die Abmeldungen/);
    expect(said).toMatch(/3,50 € pro Tag/);
    expect(said).not.toMatch(/Heute rufen|super/);
    expect(section(prd, 'Personas and user stories')).toMatch(/### Erzieherinnen/);
  });
});

describe('a French prose brief', () => {
  const prd = draft(
    [
      'Voici le brief pour Bocal, l’appli de l’épicerie vrac du quartier.',
      '',
      'Aujourd’hui les clients commandent par téléphone et les bénévoles notent tout sur papier.',
      '',
      'Les clients passent commande avant le jeudi midi. Le panier coûte 15 € pour la semaine, paiement par carte. Le magasin reçoit un récapitulatif le jeudi soir.',
    ].join('\n'),
  );

  it('reads a deadline of the product as a rule, not a task, and today as the problem', () => {
    const said = statements(prd).join('\n');
    expect(said).toMatch(/passent commande avant le jeudi/);
    expect(said).toMatch(/15 € pour la semaine/);
    expect(said).toMatch(/reçoit un récapitulatif/);
    expect(said).not.toMatch(/commandent par téléphone/);
    expect(prd).not.toMatch(/- \[ \] Les clients/);
  });
});
