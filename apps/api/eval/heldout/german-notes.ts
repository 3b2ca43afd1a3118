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

// German notes with the request at the end ("Kannst du daraus ein PRD machen?"), a deadline
// moved within the notes, and the exclusions written as "entfällt" and "nicht geplant".
const NOTES = `Notizen Vorstandssitzung TSV Eichenau, 14.01.

Thema: Kursklick – Online-Anmeldung für die Kurse des Vereins (Yoga, Rückenfit, Kinderturnen, Schwimmkurse)

- Bisher: Anmeldung auf Papierlisten in der Geschäftsstelle, Wartelisten per Excel, ständig Doppelbuchungen.
- Mitglieder melden sich online zu einem Kurs an; bei vollem Kurs kommen sie automatisch auf die Warteliste und rücken nach, sobald jemand absagt.
- Nichtmitglieder dürfen Kurse buchen, zahlen aber 20 € Aufschlag pro Kurs.
- Bezahlung per SEPA-Lastschrift, Einzug zum Kursbeginn.
- Übungsleiter sehen ihre Teilnehmerliste auf dem Handy und haken Anwesenheit ab.
- Absage durch Teilnehmer bis 48 Stunden vor dem ersten Termin kostenlos.
- Eltern melden Kinder unter 14 an, nicht die Kinder selbst.
- Vorgabe Datenschutz: Gesundheitsangaben (z. B. Rückenprobleme) werden nicht abgefragt.
- Start war zum 1. März geplant – wegen der Mitgliederversammlung jetzt zum 1. April.
- Hallenbelegungsplan: entfällt, macht die Gemeinde.
- Eine eigene App ist nicht geplant, es reicht eine Webseite, die auf dem Handy gut funktioniert.
- Risiko: nur zwei Ehrenamtliche in der Geschäftsstelle, Support am Wochenende schwierig.
- Offen: Wer darf Kurse anlegen – nur die Geschäftsstelle oder auch die Übungsleiter?
- Ziel: 80 % der Anmeldungen online bis Jahresende.

Kannst du daraus ein PRD machen?`;

export const germanNotes: EvalCase = {
  name: 'heldout-german-notes',
  description:
    'German board notes with the request at the end and a start date moved in the notes.',
  input: { message: NOTES },
  expect: {
    productName: 'Kursklick',
    notProductName: ['TSV Eichenau', 'Notizen', 'Thema'],
    facts: [
      fr(
        'Online-Anmeldung mit automatischer Warteliste',
        /warteliste/,
        /nachr(ü|u)ck|absag|automatisch/,
      ),
      fr('Nichtmitglieder zahlen 20 € Aufschlag', /nichtmitglied/, /20 ?€|€ ?20/),
      fr('SEPA-Lastschrift zum Kursbeginn', /sepa|lastschrift/),
      fr('Übungsleiter haken Anwesenheit ab', /(ü|u)bungsleiter/, /anwesenheit/),
      fr('kostenlose Absage bis 48 Stunden vorher', /\b48 stunden\b/),
      fr('Eltern melden Kinder unter 14 an', /eltern/, /\b14\b/),
      inSection('Non-functional requirements', 'keine Gesundheitsangaben', /gesundheit/),
      req('Webseite, die auf dem Handy funktioniert', /webseite|handy|mobil/),
      nonGoal('kein Hallenbelegungsplan', /hallenbelegung/),
      nonGoal('keine eigene App', /eigene app|\bapp\b/),
      persona('Mitglieder', /mitglied/),
      persona('Übungsleiter', /(ü|u)bungsleiter/),
      inSection('Milestones', 'Start zum 1. April', /april/),
      risk('nur zwei Ehrenamtliche', /ehrenamtlich/),
      openQuestion('wer Kurse anlegen darf', /anlegen/),
      inSection(['Success metrics', 'Problem and goals'], '80 % online bis Jahresende', /80 ?%/),
    ],
    forbidden: [
      notIn(['Milestones', 'TL;DR'], 'the old 1 March start', /1\. ?m(ä|a)rz|march/, 'stale'),
      notIn(BODY, 'the request to the tool', /kannst du|ein prd machen/, 'chatter'),
      notRequired('Hallenbelegungsplan', /hallenbelegung/),
      notRequired('eine eigene App', /eigene app/),
    ],
    requirements: { min: 4, max: 10 },
  },
};
