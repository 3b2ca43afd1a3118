import { labelsFor } from '@prd/prd';
import type { Phrases } from './phrase-table.js';
import { plural } from './plural.js';

export const de: Phrases = {
  code: 'de',
  english: false,
  labels: labelsFor('de'),
  preparedFrom: 'Erstellt aus',
  yourMessage: 'Ihre Nachricht',
  and: 'und',
  noContent: 'noch keinem Inhalt',
  sourceWord: 'Quelle',
  assumption: 'Annahme',
  toBeAgreed: 'Akzeptanzkriterien noch abzustimmen.',
  languageNote:
    '_PRD Studio hat diesen Entwurf ohne KI-Modell erstellt: Gliederung (Listen, Überschriften) des deutschen Briefings gelesen, seine Sätze wörtlich übernommen, ihre Bedeutung aber nicht ausgewertet. Mit einem KI-Modell würden Prioritäten, Personen, Ziele und Abnahmekriterien aus dem Inhalt abgeleitet; bis dahin sollte eine deutschsprachige Person den Entwurf prüfen._',
  languageQuestion:
    'Welche Prioritäten, Personen und Ziele nennen die Sätze des Briefings (ohne KI-Modell wurde nur seine Gliederung gelesen)?',
  describedIn: (product, files) => `${product} wird in ${files} beschrieben.`,
  needsDescription: (product) =>
    `${product} ist eine Produktidee, die noch beschrieben werden muss.`,
  unnamedUsers: 'noch nicht benannte Nutzer',
  personaName: (name) => name,
  lists: (fr, counts, nfr, people) =>
    `Dieser Entwurf enthält **${fr}** (${counts}) und **${nfr}** für ${people}.`,
  functional: (n) => plural(n, 'funktionale Anforderung', 'funktionale Anforderungen'),
  nonFunctional: (n) =>
    plural(n, 'nicht-funktionale Anforderung', 'nicht-funktionale Anforderungen'),
  keyTargets: (shown, more) =>
    `Wichtigste Zielwerte: ${shown}${more > 0 ? ` und ${more} weitere (Abschnitt 8)` : ''}.`,
  remain: (n) =>
    `**${plural(n, 'offene Frage', 'offene Fragen')}** ${n === 1 ? 'bleibt' : 'bleiben'} (Abschnitt 12).`,
  problem: 'Problem',
  goals: 'Ziele (messbar)',
  problemMissing: 'Nicht angegeben: siehe Offene Fragen.',
  baseline: (product) =>
    `Im ersten Monat eine Ausgangsbasis messen, dann Ziele für Nutzung und Zeitersparnis mit ${product} festlegen.`,
  outOfScope: 'Was nicht unter Funktionale Anforderungen steht, gehört nicht zu dieser Version.',
  noPersonas: 'Keine Personen oder Rollen im Briefing genannt: siehe Offene Fragen.',
  primaryUser: (product) =>
    `Hauptnutzer ist, wer mit ${product} die unter Funktionale Anforderungen beschriebene Arbeit erledigen will.`,
  who: 'Wer',
  story: 'User Story',
  noStory: 'Keine User Story genannt: siehe Offene Fragen.',
  defaultPersona: 'Nutzer',
  noRequirements:
    'Keine Muss-, Soll- oder Kann-Aussagen gefunden. Beschreiben Sie, was das Produkt können muss; die nächste Version listet es hier auf.',
  opens: (persona, product) => `${persona}: ${product} öffnen und sich anmelden.`,
  reviews: (persona) =>
    `${persona}: das Ergebnis prüfen und weitermachen oder später an derselben Stelle fortfahren.`,
  flowNote: 'Aus den Anforderungen abgeleitet; den Ablauf mit dem Design abstimmen.',
  categories: {
    Performance: 'Leistung',
    Security: 'Sicherheit',
    Privacy: 'Datenschutz',
    Accessibility: 'Barrierefreiheit',
    Reliability: 'Zuverlässigkeit',
  },
  nfrDefaults: {
    Performance:
      'Seiten und API-Aufrufe antworten bei erwarteter Last im 95. Perzentil in unter 2 Sekunden.',
    Security:
      'Der gesamte Datenverkehr läuft über HTTPS (TLS 1.2+), Passwörter werden gehasht, Admin-Funktionen sind rollenbeschränkt und Geheimnisse werden nie protokolliert.',
    Privacy:
      'Es werden nur die personenbezogenen Daten erhoben, die die Funktionen brauchen; Nutzer können ihre Daten exportieren und löschen; für Nutzer in der EU gilt die DSGVO.',
    Accessibility:
      'Erfüllt WCAG 2.1 AA: vollständige Tastaturbedienung, Beschriftungen für Screenreader und mindestens 4,5:1 Textkontrast.',
    Reliability:
      '99,5 % monatliche Verfügbarkeit, tägliche Backups und eine getestete Wiederherstellung.',
  },
  activation: (persona) =>
    `Aktivierung: Anteil der neuen Nutzer (${persona}), die die Hauptaufgabe in ihrer ersten Woche erledigen.`,
  satisfaction: (persona, product) =>
    `Zufriedenheit: Nutzer (${persona}) bewerten ${product} in einer Umfrage nach 30 Tagen mit 4 von 5 oder besser.`,
  platforms: 'Genannte Plattformen und Technologien',
  constraint: 'Rahmenbedingung',
  webFirst: 'Zuerst eine responsive Web-App; native Mobile-Apps später, wenn die Nutzung es zeigt.',
  adapters:
    'Jede externe Integration liegt hinter einem Adapter, damit sie ersetzt oder in Tests simuliert werden kann.',
  noneYet: 'noch keine',
  stated: 'Genannt',
  plan: 'Vorgeschlagener Plan (Annahme, an Team und Termin anpassen):',
  m1: '**M1: Discovery und Design**: die offenen Fragen klären und den Ablauf aus Abschnitt 6 gestalten.',
  m2: (ids) => `**M2: MVP**: die P0-Anforderungen (${ids}).`,
  m3: (ids, persona) =>
    `**M3: Beta**: die P1-Anforderungen (${ids}) mit einer Pilotgruppe (${persona}).`,
  m4: (ids) =>
    `**M4: Launch**: die P2-Anforderungen (${ids}) je nach Kapazität; die Erfolgskennzahlen verfolgen.`,
  dependence: (names) =>
    `Abhängigkeit von ${names}: Ausfälle, Ratenlimits oder API-Änderungen, die das Team nicht steuern kann.`,
  scope:
    'Umfang: viele Anforderungen sind P0; das MVP auf das beschränken, was die ersten Nutzer am dringendsten brauchen.',
  compliance:
    'Compliance: die Datenschutzanforderungen brauchen vor dem Launch eine rechtliche Prüfung.',
  reviewAssumptions:
    'Dieser Entwurf enthält Annahmen (markiert mit _Annahme_); vor der Planung prüfen.',
  laterWins: 'Die spätere Aussage ersetzt in diesem Entwurf die frühere; bitte bestätigen.',
  bothListed: 'Beide sind aufgeführt; entscheiden, welche gilt.',
  versus: 'gegenüber',
  why: {
    'must not vs must': 'darf nicht gegenüber muss',
    'must vs must not': 'muss gegenüber darf nicht',
    'needs a decision': 'Entscheidung nötig',
  },
  noStatements: 'Keine Anforderungen gefunden.',
  files: 'Dateien',
  fileLine: (name, kind, used) =>
    `${name} (${kind}): ${used ? `${used} ${used === 1 ? 'Textstelle' : 'Textstellen'} gelesen` : 'kein Text extrahiert'}`,
  messageOnly: 'Keine: nur aus Ihrer Nachricht erstellt.',
  extractionNotes: 'Hinweise zur Extraktion',
  more: (n, requirements, items) =>
    `${plural(n, 'weitere Aussage passte', 'weitere Aussagen passten')} zu einem Abschnitt, ${n === 1 ? 'wurde' : 'wurden'} aber weggelassen: dieser Entwurf enthält höchstens ${requirements} Anforderungen und ${items} Einträge pro Liste. Welche davon sind am wichtigsten?`,
  productFallback: 'das Produkt',
  workingTitle: (title) =>
    `Wie heißt das Produkt? Das Briefing nennt keinen Namen; „${title}“ ist ein Arbeitstitel.`,
  whatIsItCalled: 'Wie heißt das Produkt?',
  whatIsIt: (product) => `Was ist ${product}, in ein oder zwei Sätzen?`,
  whoUses: 'Wer ist der Hauptnutzer, und wer nutzt es außerdem?',
  tasksOf: (persona, product) => `Welche Hauptaufgaben hat die Rolle „${persona}“ in ${product}?`,
  whatProblem: 'Welches Problem löst es, und wie gehen die Leute heute damit um?',
  whichTargets:
    'Welche messbaren Zielwerte bestimmen den Erfolg (zum Beispiel Nutzung, Zeitersparnis, Conversion)?',
  firstRelease: 'Was muss die erste Version können? Bitte die Muss-Funktionen auflisten.',
  outOfScopeQuestion: 'Was gehört ausdrücklich nicht zur ersten Version?',
  whichPlatforms:
    'Mit welchen Plattformen (Web, iOS, Android) und bestehenden Systemen muss es funktionieren?',
  deadline: 'Was ist der geplante Starttermin oder die Deadline?',
  budget: 'Welches Budget und welche Teamgröße stehen zur Verfügung?',
  defaultsFit: (categories) =>
    `Passen die angenommenen Vorgaben zu ${categories.join(', ')} in Abschnitt 7, oder braucht es strengere Zielwerte?`,
  fileAdds: 'Was trägt diese Datei zu den Anforderungen bei?',
};
