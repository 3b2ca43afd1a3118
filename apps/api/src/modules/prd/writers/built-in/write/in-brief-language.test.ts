import { labelsFor, parseMarkdown, renderMarkdown } from '@prd/prd';
import { describe, expect, it } from 'vitest';
import { PRD_SECTIONS } from '../../prd-outline.js';
import { draftOffline } from '../writer.js';
import { frs, inputOf, section, title } from './draft-test-helpers.js';

/** Issue 27: a German, French or Spanish brief gets its draft in that language. */

function drafted(message: string) {
  const reply = draftOffline(inputOf(message));
  return { text: reply.chunks.join(''), model: reply.model };
}

/** The 13 numbered headings, in order, in the language's labels. */
function headings(text: string): string[] {
  return [...text.matchAll(/^## (\d+)\. (.+)$/gm)].map((m) => `${m[1]}. ${m[2]}`);
}

const numbered = (language: string) => labelsFor(language).sections.map((s, i) => `${i + 1}. ${s}`);

/**
 * English template words that must not be left in a translated draft (not "Status", "Date" or
 * "Source", which are German or French words as well).
 */
const ENGLISH_TEMPLATE =
  /Product Requirements Document|\*\*(?:Priority|Statement|Acceptance criteria|Prepared from):\*\*|_Assumption:_|your message|Not stated yet|No user story|\*\*Given\*\*|This draft lists|open questions? remain|Proposed plan|Measure a baseline|Derived from the requirements|What is the target launch date|Which measurable targets|Pages and API calls respond|The brief is in/;

const GERMAN = `Hofladen Sommerfeld – Vorbestellung für unseren Hofladen

Ausgangslage
Kunden rufen heute an oder schreiben per WhatsApp, um Eier und Gemüse zu bestellen. Wir verlieren den Überblick über die Bestellungen.

Funktionen
- Kunden bestellen Eier, Gemüse und Brot für einen Abholtag vor.
- Jede Bestellung zeigt den Preis und den Abholtag.
- Der Hofladen sieht alle Bestellungen eines Tages auf einer Liste.

Nicht Teil des Projekts
- Keine Lieferung nach Hause.

Ziel
Weniger Telefonanrufe während der Erntezeit.`;

const FRENCH = `Covoit'Lycée – covoiturage pour les parents du lycée Jean Moulin

Contexte
Chaque matin, les parents déposent leurs enfants un par un et le parking est saturé.

Fonctionnalités
- Un parent propose un trajet avec l'heure de départ et le nombre de places.
- Un autre parent réserve une place pour son enfant.
- Le lycée voit la liste des trajets du jour.

Hors périmètre
- Pas de paiement entre parents.

Objectif
Réduire le nombre de voitures devant le lycée.`;

const SPANISH = `Turnero – citas para la peluquería de barrio Tijeras

Contexto
Los clientes llaman por teléfono para pedir cita y muchas veces la línea está ocupada.

Funcionalidades
- El cliente elige un servicio, un día y una hora libre.
- El cliente recibe un recordatorio por SMS el día anterior.
- La peluquera ve las citas del día en su móvil.

Fuera de alcance
- Pago por adelantado.

Objetivo
Menos llamadas perdidas en la peluquería.`;

describe('a German brief is drafted in German', () => {
  const { text, model } = drafted(GERMAN);

  it('has German headings, metadata and field labels', () => {
    expect(headings(text)).toEqual(numbered('de'));
    expect(text).toMatch(/^# Hofladen Sommerfeld: Produktanforderungsdokument$/m);
    expect(text).toContain('- **Status:** Entwurf');
    expect(text).toContain('- **Datum:** 2026-01-05');
    expect(text).toContain('- **Erstellt aus:** Ihre Nachricht');
    expect(text).toContain('- **Priorität:** P');
    expect(text).toContain('- **Quelle:** Ihre Nachricht');
    expect(text).toContain('**Ziele (messbar)**');
    expect(text).toContain('**Datenschutz**');
  });

  it('keeps the brief sentences verbatim, criteria to be agreed in German', () => {
    const list = frs(text);
    expect(list.map((f) => f.statement)).toEqual([
      'Kunden bestellen Eier, Gemüse und Brot für einen Abholtag vor.',
      'Jede Bestellung zeigt den Preis und den Abholtag.',
      'Der Hofladen sieht alle Bestellungen eines Tages auf einer Liste.',
    ]);
    for (const f of list) expect(f.criteria).toBe('Akzeptanzkriterien noch abzustimmen.');
    expect(section(text, 'Problem and goals')).toContain(
      '- Kunden rufen heute an oder schreiben per WhatsApp, um Eier und Gemüse zu bestellen. _(Quelle: Ihre Nachricht)_',
    );
    expect(section(text, 'Non-goals')).toContain('Keine Lieferung nach Hause.');
  });

  it('writes its template sentences and open questions in German', () => {
    expect(section(text, 'TL;DR')).toContain('ohne KI-Modell erstellt');
    expect(section(text, 'TL;DR')).toMatch(
      /Dieser Entwurf enthält \*\*3 funktionale Anforderungen\*\*/,
    );
    expect(section(text, 'Non-functional requirements')).toContain(
      '- _Annahme:_ Seiten und API-Aufrufe antworten',
    );
    expect(section(text, 'Milestones')).toContain(
      '_Vorgeschlagener Plan (Annahme, an Team und Termin anpassen):_',
    );
    const questions = section(text, 'Open questions');
    expect(questions).toContain('Was ist der geplante Starttermin oder die Deadline?');
    expect(questions).toContain('Welche Prioritäten, Personen und Ziele nennen die Sätze');
    expect(text).not.toMatch(ENGLISH_TEMPLATE);
    expect(text).not.toMatch(/\*\*(?:Date|Source):\*\*|_\(source:/);
  });

  it('returns a model in German that renders with German headings', () => {
    expect(model?.language).toBe('de');
    expect(model?.requirements[0]?.acceptance).toEqual(['Akzeptanzkriterien noch abzustimmen.']);
    // No NFR is stated: each category's default is an assumption (marked _Annahme:_).
    expect(model?.nfrs.map((n) => n.basis)).toEqual(Array(5).fill('assumed'));
    expect(model?.openQuestions.length).toBeGreaterThan(3);
    const rendered = renderMarkdown(model!);
    expect(rendered).toContain('## 5. Funktionale Anforderungen');
    expect(rendered).toContain('- **Abnahmekriterien:** Akzeptanzkriterien noch abzustimmen.');
    // Read back, the rendered document is the same model.
    expect(parseMarkdown(rendered).requirements.map((r) => r.text)).toEqual(
      model!.requirements.map((r) => r.text),
    );
  });
});

describe('a French brief is drafted in French', () => {
  const { text, model } = drafted(FRENCH);

  it('has French headings and labels, the brief sentences kept', () => {
    expect(headings(text)).toEqual(numbered('fr'));
    expect(title(text)).toBe("Covoit'Lycée");
    expect(text).toMatch(/: Document de spécification produit$/m);
    expect(text).toContain('- **Statut:** Brouillon');
    const list = frs(text);
    expect(list.map((f) => f.statement)).toContain(
      "Un parent propose un trajet avec l'heure de départ et le nombre de places.",
    );
    for (const f of list) expect(f.criteria).toBe("Critères d'acceptation à définir.");
    expect(text).toContain("- **Critères d'acceptation:** Critères d'acceptation à définir.");
    expect(text).toContain('_(source: votre message)_');
    expect(section(text, 'Non-goals')).toContain('Pas de paiement entre parents.');
  });

  it('writes its template sentences and open questions in French', () => {
    expect(section(text, 'TL;DR')).toContain("sans modèle d'IA");
    expect(section(text, 'Success metrics')).toContain('- _Hypothèse:_ Satisfaction : ');
    expect(section(text, 'Open questions')).toContain(
      'Quelle est la date de lancement visée ou l’échéance ?',
    );
    expect(text).not.toMatch(ENGLISH_TEMPLATE);
    expect(model?.language).toBe('fr');
  });
});

describe('a Spanish brief is drafted in Spanish', () => {
  const { text, model } = drafted(SPANISH);

  it('has Spanish headings and labels, the brief sentences kept', () => {
    expect(headings(text)).toEqual(numbered('es'));
    expect(text).toMatch(/^# Turnero: Documento de requisitos de producto$/m);
    const list = frs(text);
    expect(list.map((f) => f.statement)).toEqual([
      'El cliente elige un servicio, un día y una hora libre.',
      'El cliente recibe un recordatorio por SMS el día anterior.',
      'La peluquera ve las citas del día en su móvil.',
    ]);
    for (const f of list) expect(f.criteria).toBe('Criterios de aceptación por acordar.');
    expect(text).toContain('- **Fuente:** tu mensaje');
    expect(section(text, 'Non-goals')).toContain('Pago por adelantado.');
  });

  it('writes its template sentences and open questions in Spanish', () => {
    expect(section(text, 'TL;DR')).toContain('sin modelo de IA');
    expect(section(text, 'TL;DR')).toContain('en español');
    expect(section(text, 'Technical considerations')).toContain('- _Supuesto:_ ');
    expect(section(text, 'Open questions')).toContain(
      '¿Cuál es la fecha de lanzamiento prevista o el plazo?',
    );
    expect(text).not.toMatch(ENGLISH_TEMPLATE);
    expect(text).not.toMatch(/\*\*(?:Status|Date|Source):\*\*|_\(source:/);
    expect(model?.language).toBe('es');
  });
});

describe('an English brief keeps the English draft', () => {
  const { text, model } = drafted(
    'Parkly helps drivers find a parking bay.\n\nDrivers must be able to pay by phone. Wardens should check permits when a car is parked.',
  );

  it('has the English headings, labels and template sentences', () => {
    expect(headings(text)).toEqual(PRD_SECTIONS.map((s, i) => `${i + 1}. ${s}`));
    expect(text).toMatch(/^# Parkly: Product Requirements Document$/m);
    expect(text).toContain('- **Status:** Draft');
    expect(text).toContain('- **Prepared from:** your message');
    expect(text).toContain('- **Source:** your message');
    expect(text).toContain('- **Acceptance criteria:** **Given** ');
    expect(text).toContain('_(source: your message)_');
    expect(text).toContain(
      '- _Assumption:_ Pages and API calls respond in under 2 seconds at the 95th percentile under expected load.',
    );
    expect(text).toContain('_Proposed plan (assumption, adjust to the team and deadline):_');
    expect(section(text, 'Open questions')).toContain(
      'What is the target launch date or deadline?',
    );
    expect(text).not.toMatch(/The brief is in|KI-Modell|modèle d'IA|modelo de IA/);
    expect(model?.language).toBe('en');
  });
});

describe('a brief in a language without a table', () => {
  it('is drafted in English with the English note', () => {
    const { text, model } = drafted(
      'Orto Condiviso – app per gli orti urbani di quartiere\n\nFunzionalità\n- Ogni socio prenota una parcella per la stagione.\n- I volontari segnano i turni di irrigazione.\n\nFuori ambito\n- Vendita dei prodotti.',
    );
    expect(headings(text)).toEqual(PRD_SECTIONS.map((s, i) => `${i + 1}. ${s}`));
    expect(section(text, 'TL;DR')).toContain('_The brief is in Italian;');
    expect(model?.language).toBe('en');
  });
});
