import {
  BODY,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A German brief that starts with the request to the tool; the product name is in the text.
const BRIEF = `Bitte schreib ein PRD aus diesen Notizen, danke!

Hausfunk – Schadensmeldungen für Mieter der Wohnbau Kassel eG (ca. 4.200 Wohnungen)

Ausgangslage
Mieter melden Schäden heute per Telefon oder Brief. Die Hausverwaltung tippt alles von Hand ab, im Schnitt vergehen 6 Tage bis zur Beauftragung eines Handwerkers.

Was Hausfunk können muss
- Mieter melden einen Schaden in der App mit Foto, Raum und kurzer Beschreibung.
- Jede Meldung bekommt eine Vorgangsnummer und der Mieter sieht den Status (eingegangen, beauftragt, erledigt).
- Notfälle (Wasserrohrbruch, Heizungsausfall im Winter) zeigen sofort die Notrufnummer des Bereitschaftsdienstes statt des Formulars.
- Die Hausverwaltung beauftragt den Handwerker direkt aus der Meldung heraus.
- Handwerker bestätigen den Termin per Link, ohne eigenes Konto.

Rahmenbedingungen
- Alle Daten liegen auf Servern in Deutschland (DSGVO).
- Die App muss barrierefrei sein (BITV 2.0).

Nicht Teil des Projekts
- Keine Mietzahlungen über die App.
- Kein Chat zwischen Mietern.

Ziel
Zeit bis zur Beauftragung von 6 Tagen auf 2 Tage senken.

Offen
Wer zahlt, wenn ein Schaden vom Mieter verursacht wurde?`;

export const germanBrief: EvalCase = {
  name: 'dev-german-brief',
  description: 'A German brief opening with "Bitte schreib ein PRD"; the name comes from the text.',
  input: { message: BRIEF },
  expect: {
    productName: 'Hausfunk',
    notProductName: ['Bitte', 'PRD', 'Notizen'],
    facts: [
      fr('Mieter melden einen Schaden mit Foto', /schaden|meld/, /foto/),
      fr('Vorgangsnummer und Status', /vorgangsnummer|status/),
      fr('Notfälle zeigen die Notrufnummer', /notf(a|ä)ll|notruf/),
      fr('Handwerker direkt beauftragen', /handwerker/, /beauftrag/),
      fr('Handwerker bestätigen per Link ohne Konto', /link/, /konto/),
      inSection(
        'Non-functional requirements',
        'Server in Deutschland (DSGVO)',
        /deutschland|dsgvo/,
      ),
      inSection('Non-functional requirements', 'barrierefrei (BITV 2.0)', /barrierefrei|bitv/),
      nonGoal('keine Mietzahlungen', /mietzahlung/),
      nonGoal('kein Chat zwischen Mietern', /chat/),
      persona('Mieter', /mieter/),
      persona('Hausverwaltung', /hausverwaltung/),
      inSection(['Success metrics', 'Problem and goals'], 'von 6 auf 2 Tage', /\b2 tage/),
      openQuestion('wer zahlt bei vom Mieter verursachten Schäden', /zahlt|verursacht/),
    ],
    forbidden: [
      notIn(BODY, 'the request to the tool', /schreib ein prd|diesen notizen|danke/, 'chatter'),
      notRequired('Mietzahlungen', /(?<!keine )mietzahlung/),
      notRequired('Chat', /(?<!kein )chat zwischen/),
    ],
    requirements: { min: 4, max: 9 },
  },
};
