import {
  BODY,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
  req,
  risk,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A German brief from a property manager: the request in the greeting, a working title, Muss /
// Soll / Kann lists, "nicht in v1" and a number with a German thousands point. The PRD is
// expected in German, so the stems are German (English alternatives where a writer may keep them).
const BRIEF = `Hallo zusammen,

anbei der Kurzbrief zur Mängelmelder-App, bitte ein PRD daraus machen.

Produkt: Hausmeldung (Arbeitstitel)
Auftraggeber: Wohnbau Saale-Elster eG, Bereich Bestandsmanagement

Ausgangslage
Wir verwalten rund 1.800 Wohnungen in Leipzig und Halle. Mieter melden Schäden heute per Telefon oder E-Mail, oft ohne Adresse oder Foto. Rückfragen kosten Zeit, Meldungen gehen verloren, und keiner weiß, was der Stand ist.

Anforderungen

Muss:
- Mieter melden einen Schaden mit Kategorie (Sanitär, Elektro, Heizung, Fenster/Türen, Sonstiges), Raum und bis zu 5 Fotos.
- Jede Meldung bekommt eine Vorgangsnummer; Mieter sehen den Status (eingegangen, beauftragt, erledigt).
- Bei Notfällen (Wasserrohrbruch, Gasgeruch, Heizungsausfall im Winter) zeigt die App sofort die Notdienst-Nummer an, statt nur ein Ticket anzulegen.
- Anmeldung mit Mieternummer und E-Mail-Adresse.

Soll:
- Handwerker bekommen den Auftrag per Link, ohne eigenes Konto, und laden nach Erledigung ein Foto hoch.
- Hausmeister sehen alle offenen Meldungen ihrer Objekte.

Kann:
- Mieter bewerten die Erledigung mit 1–5 Sternen.

Nicht in v1:
- Chat zwischen Mieter und Handwerker
- Terminvereinbarung über einen Kalender
- Nebenkostenabrechnung (läuft über Wodis)

Rahmenbedingungen: DSGVO – Fotos nur für den Vorgang, Löschung 12 Monate nach Abschluss. Läuft als Web-App, keine App-Store-Apps.

Ziele: Anrufe am Empfang um 40 % senken; Erstreaktion innerhalb von 2 Werktagen.
Zeitplan: Pilot mit 3 Objekten in Leipzig ab Mai, danach alle Bestände.
Risiko: Viele ältere Mieter ohne Smartphone – Telefon bleibt als Kanal.
Offen: Dürfen Mieter Meldungen anderer Mieter im selben Haus sehen (z. B. Aufzug defekt), damit nicht 20 Leute dasselbe melden?

Danke & Gruß
Katrin Vogel`;

export const freshGermanMussSoll: EvalCase = {
  name: 'heldout-fresh-german-muss-soll',
  description:
    'A German brief with Muss/Soll/Kann lists, "Nicht in v1", a GDPR constraint and a working title.',
  input: { message: BRIEF },
  expect: {
    productName: 'Hausmeldung',
    notProductName: ['Mängelmelder', 'Hallo zusammen', 'Wohnbau Saale-Elster'],
    facts: [
      fr(
        'Schaden melden mit Kategorie, Raum und bis zu 5 Fotos (Muss)',
        /fotos?|photos?/,
        /\b(5|fünf|funf|five)\b/,
        /muss|must|p0|hoch|high/,
      ),
      fr(
        'Vorgangsnummer und Status für Mieter (Muss)',
        /vorgangsnummer|status/,
        /muss|must|p0|hoch|high/,
      ),
      fr('Notfall: Notdienst-Nummer sofort anzeigen', /notdienst|notfall|emergency/),
      fr('Anmeldung mit Mieternummer und E-Mail', /mieternummer|tenant number/),
      fr(
        'Handwerker per Link ohne Konto (Soll)',
        /handwerker|tradespe|contractor/,
        /link/,
        /soll|should|p1|mittel|medium/,
      ),
      fr('Hausmeister sehen offene Meldungen ihrer Objekte', /hausmeister|caretaker|janitor/),
      fr(
        'Bewertung mit 1–5 Sternen (Kann)',
        /stern|star|bewert|rating/,
        /kann|could|p2|niedrig|low/,
      ),
      req('Fotos werden 12 Monate nach Abschluss gelöscht', /\b12 monat|\b12 month/),
      req('Web-App, keine App-Store-Apps', /web-?app|browser/),
      nonGoal('kein Chat in v1', /chat/),
      nonGoal('keine Terminvereinbarung in v1', /termin|kalender|calendar|appointment/),
      nonGoal('keine Nebenkostenabrechnung', /nebenkosten|service charge/),
      persona('Mieter', /mieter|tenant/),
      persona('Handwerker', /handwerker|tradespe|contractor/),
      persona('Hausmeister', /hausmeister|caretaker|janitor/),
      inSection(['Success metrics', 'Problem and goals'], 'Anrufe um 40 % senken', /40 ?%/),
      inSection(
        ['Success metrics', 'Problem and goals', 'Non-functional requirements'],
        'Erstreaktion innerhalb von 2 Werktagen',
        /\b(2|zwei|two) (werktag|arbeitstag|business day|working day)/,
      ),
      inSection('Milestones', 'Pilot mit 3 Objekten in Leipzig ab Mai', /\bmai\b|\bmay\b/, /pilot/),
      risk('ältere Mieter ohne Smartphone', /smartphone|(ä|a)lter|older/),
      openQuestion(
        'Meldungen anderer Mieter im selben Haus sehen',
        /andere|same building|selben haus|aufzug/,
      ),
    ],
    forbidden: [
      notRequired(
        'Chat zwischen Mieter und Handwerker',
        /^(?!.*\b(kein|keine|nicht|no|not)\b).*\bchat\b/,
      ),
      notRequired('Terminvereinbarung', /^(?!.*\b(kein|keine|nicht|no|not)\b).*terminvereinbarung/),
      notRequired('Nebenkostenabrechnung', /^(?!.*\b(kein|keine|nicht|no|not)\b).*nebenkosten/),
      notIn(
        BODY,
        'the greeting or sign-off',
        /hallo zusammen|danke & gru(ß|ss)|katrin vogel/,
        'chatter',
      ),
      notIn(BODY, 'the request to the tool', /ein prd daraus|prd daraus machen/, 'chatter'),
    ],
    requirements: { min: 5, max: 11 },
  },
};
