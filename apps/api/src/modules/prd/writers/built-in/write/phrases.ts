import { labelsFor, type Labels } from '@prd/prd';
import type { NfrCategory } from '../classify/keywords.js';
import { NFR_DEFAULTS } from '../classify/keywords.js';
import type { Language } from '../text/language.js';

/**
 * The built-in writer's own words in a draft, one table per language (issue 27: a German,
 * French or Spanish brief gets its draft in that language, the brief's sentences kept as
 * written). The headings and field labels are the renderer's (`labelsFor` in @prd/prd), so the
 * one parser reads the draft back and the model carries the language. Every other language,
 * English included, gets the English table: its strings are the draft's original wording.
 */
export interface Phrases {
  /** ISO 639-1 code of the table ("en", "de", "fr", "es"). */
  code: string;
  /** Whether the English sentence builders (stories, flow steps, criteria, titles) apply. */
  english: boolean;
  labels: Labels;
  /** Header. */
  preparedFrom: string;
  yourMessage: string;
  and: string;
  noContent: string;
  /** The mark after a quoted sentence: `_(source: your message)_`. */
  sourceWord: string;
  /** `- _Assumption:_ …` */
  assumption: string;
  /** A requirement's criteria when they cannot be written in the brief's language. */
  toBeAgreed: string;
  /** The plain statement a non-English brief gets (undefined: the English note, if any). */
  languageNote?: string;
  /** The open question about the brief's language (undefined: the English one, if any). */
  languageQuestion?: string;
  /** TL;DR. */
  describedIn: (product: string, files: string) => string;
  needsDescription: (product: string) => string;
  unnamedUsers: string;
  /** Persona names as the TL;DR lists them (English lower-cases them). */
  personaName: (name: string) => string;
  lists: (fr: string, counts: string, nfr: string, people: string) => string;
  functional: (n: number) => string;
  nonFunctional: (n: number) => string;
  keyTargets: (shown: string, more: number) => string;
  remain: (n: number) => string;
  /** Problem and goals. */
  problem: string;
  goals: string;
  problemMissing: string;
  baseline: (product: string) => string;
  /** Non-goals. */
  outOfScope: string;
  /** Personas. */
  noPersonas: string;
  primaryUser: (product: string) => string;
  who: string;
  story: string;
  noStory: string;
  /** Used where the brief names no one. */
  defaultPersona: string;
  /** Functional requirements. */
  noRequirements: string;
  /** User experience flow (non-English: "Persona: step", the step in the infinitive). */
  opens: (persona: string, product: string) => string;
  reviews: (persona: string) => string;
  flowNote: string;
  /** Non-functional requirements. */
  categories: Record<NfrCategory, string>;
  nfrDefaults: Record<NfrCategory, string>;
  /** Success metrics. */
  activation: (persona: string) => string;
  satisfaction: (persona: string, product: string) => string;
  /** Technical considerations. */
  platforms: string;
  constraint: string;
  webFirst: string;
  adapters: string;
  /** Milestones. */
  noneYet: string;
  stated: string;
  plan: string;
  m1: string;
  m2: (ids: string) => string;
  m3: (ids: string, persona: string) => string;
  m4: (ids: string) => string;
  /** Risks. */
  dependence: (names: string) => string;
  scope: string;
  compliance: string;
  reviewAssumptions: string;
  /** Open questions: conflicts. */
  laterWins: string;
  bothListed: string;
  versus: string;
  /** Conflict reasons the collector writes in English, by their English text. */
  why: Record<string, string>;
  /** Sources. */
  noStatements: string;
  files: string;
  fileLine: (name: string, kind: string, passages: number) => string;
  messageOnly: string;
  extractionNotes: string;
  /** Open questions: prompts. */
  more: (n: number, requirements: number, items: number) => string;
  productFallback: string;
  workingTitle: (title: string) => string;
  whatIsItCalled: string;
  whatIsIt: (product: string) => string;
  whoUses: string;
  tasksOf: (persona: string, product: string) => string;
  whatProblem: string;
  whichTargets: string;
  firstRelease: string;
  outOfScopeQuestion: string;
  whichPlatforms: string;
  deadline: string;
  budget: string;
  /** The assumed NFR categories (their names in this table) still open. */
  defaultsFit: (categories: string[]) => string;
  fileAdds: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** French: 0 and 1 take the singular. */
const pluralFr = (n: number, one: string, many: string) => `${n} ${n < 2 ? one : many}`;
const lower = (names: string[]) => names.map((n) => n.toLowerCase()).join(', ');

const en: Phrases = {
  code: 'en',
  english: true,
  labels: labelsFor('en'),
  preparedFrom: 'Prepared from',
  yourMessage: 'your message',
  and: 'and',
  noContent: 'no content yet',
  sourceWord: 'source',
  assumption: 'Assumption',
  toBeAgreed: 'Acceptance criteria to be agreed.',
  describedIn: (product, files) => `${product} is described in ${files}.`,
  needsDescription: (product) => `${product} is a product idea that still needs a description.`,
  unnamedUsers: 'users who are not named yet',
  personaName: (name) => name.toLowerCase(),
  lists: (fr, counts, nfr, people) =>
    `This draft lists **${fr}** (${counts}) and **${nfr}** for ${people}.`,
  functional: (n) => plural(n, 'functional requirement', 'functional requirements'),
  nonFunctional: (n) => plural(n, 'non-functional requirement', 'non-functional requirements'),
  keyTargets: (shown, more) =>
    `Key targets: ${shown}${more > 0 ? ` and ${more} more (section 8)` : ''}.`,
  remain: (n) =>
    `**${plural(n, 'open question', 'open questions')}** ${n === 1 ? 'remains' : 'remain'} (section 12).`,
  problem: 'Problem',
  goals: 'Goals (measurable)',
  problemMissing: 'Not stated yet: see Open questions.',
  baseline: (product) =>
    `Measure a baseline in the first month, then set targets for adoption and time saved with ${product}.`,
  outOfScope: 'Anything not listed under Functional requirements is out of scope for this version.',
  noPersonas: 'No people or roles are named in the brief: see Open questions.',
  primaryUser: (product) =>
    `The primary user is someone who wants ${product} to do the work described under Functional requirements.`,
  who: 'Who',
  story: 'Story',
  noStory: 'No user story stated yet: see Open questions.',
  defaultPersona: 'user',
  noRequirements:
    'No must, should or could statements were found. Describe what the product must do and the next version will list them here.',
  opens: (persona, product) => `The ${persona} opens ${product} and signs in.`,
  reviews: (persona) =>
    `The ${persona} reviews the result and continues, or returns later where they left off.`,
  flowNote: 'Derived from the requirements; confirm the flow with design.',
  categories: {
    Performance: 'Performance',
    Security: 'Security',
    Privacy: 'Privacy',
    Accessibility: 'Accessibility',
    Reliability: 'Reliability',
  },
  nfrDefaults: NFR_DEFAULTS,
  activation: (persona) =>
    `Activation: share of new ${persona} who complete the main task in their first week.`,
  satisfaction: (persona, product) =>
    `Satisfaction: ${persona} rate ${product} 4 out of 5 or better in a survey after 30 days.`,
  platforms: 'Platforms and technologies mentioned',
  constraint: 'Constraint',
  webFirst: 'A responsive web app first; native mobile apps later if usage shows the need.',
  adapters:
    'Every external integration is behind an adapter so it can be replaced or faked in tests.',
  noneYet: 'none yet',
  stated: 'Stated',
  plan: 'Proposed plan (assumption, adjust to the team and deadline):',
  m1: '**M1: Discovery and design**: answer the open questions and design the flow in section 6.',
  m2: (ids) => `**M2: MVP**: the P0 requirements (${ids}).`,
  m3: (ids, persona) =>
    `**M3: Beta**: the P1 requirements (${ids}) with a pilot group of ${persona}.`,
  m4: (ids) =>
    `**M4: Launch**: the P2 requirements (${ids}) as capacity allows; track the success metrics.`,
  dependence: (names) =>
    `Dependence on ${names}: outages, rate limits or API changes outside the team's control.`,
  scope: 'Scope: many requirements are P0; keep the MVP to what the first users need most.',
  compliance: 'Compliance: the privacy requirements need a legal review before launch.',
  reviewAssumptions:
    'This draft contains assumptions (marked _Assumption_); review them before planning.',
  laterWins: 'The later statement supersedes the earlier one in this draft; confirm.',
  bothListed: 'Both are listed; decide which applies.',
  versus: 'versus',
  why: {},
  noStatements: 'No requirement statements were found.',
  files: 'Files',
  fileLine: (name, kind, used) =>
    `${name} (${kind}): ${used ? `${used} passage${used === 1 ? '' : 's'} read` : 'no text extracted'}`,
  messageOnly: 'None: drafted from your message only.',
  extractionNotes: 'Extraction notes',
  more: (n, requirements, items) =>
    `${plural(n, 'more statement', 'more statements')} matched a section but ${n === 1 ? 'was' : 'were'} left out: this draft lists at most ${requirements} requirements and ${items} items per list. Which of them matter most?`,
  productFallback: 'the product',
  workingTitle: (title) =>
    `What is the product called? The brief names none; "${title}" is a working title.`,
  whatIsItCalled: 'What is the product called?',
  whatIsIt: (product) => `What is ${product}, in one or two sentences?`,
  whoUses: 'Who is the primary user, and who else uses it?',
  tasksOf: (persona, product) => `What are the main tasks of ${persona} in ${product}?`,
  whatProblem: 'What problem does it solve, and how do people handle it today?',
  whichTargets:
    'Which measurable targets define success (for example adoption, time saved, conversion)?',
  firstRelease: 'What must the first release do? List the must-have features.',
  outOfScopeQuestion: 'What is explicitly out of scope for the first release?',
  whichPlatforms: 'Which platforms (web, iOS, Android) and existing systems must it work with?',
  deadline: 'What is the target launch date or deadline?',
  budget: 'What budget and team size are available?',
  defaultsFit: (categories) =>
    `Do the assumed ${lower(categories)} defaults in section 7 fit, or are stricter targets needed?`,
  fileAdds: 'What does that file add to the requirements?',
};

const de: Phrases = {
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

const fr: Phrases = {
  code: 'fr',
  english: false,
  labels: labelsFor('fr'),
  preparedFrom: 'Préparé à partir de',
  yourMessage: 'votre message',
  and: 'et',
  noContent: 'aucun contenu pour l’instant',
  sourceWord: 'source',
  assumption: 'Hypothèse',
  toBeAgreed: "Critères d'acceptation à définir.",
  languageNote:
    "_PRD Studio a rédigé ce brouillon sans modèle d'IA : il a lu la structure du brief en français (listes, titres) et repris ses phrases telles quelles, sans en interpréter le sens. Avec un modèle d'IA, les priorités, les personnes, les objectifs et les critères d'acceptation seraient déduits du contenu ; d'ici là, faites relire ce brouillon par un lecteur francophone._",
  languageQuestion:
    "Quelles priorités, quelles personnes et quels objectifs les phrases du brief énoncent-elles (sans modèle d'IA, seule sa structure a été lue) ?",
  describedIn: (product, files) => `${product} est décrit dans ${files}.`,
  needsDescription: (product) => `${product} est une idée de produit qui reste à décrire.`,
  unnamedUsers: 'des utilisateurs pas encore nommés',
  personaName: (name) => name,
  lists: (fr, counts, nfr, people) =>
    `Ce brouillon contient **${fr}** (${counts}) et **${nfr}** pour : ${people}.`,
  functional: (n) => pluralFr(n, 'exigence fonctionnelle', 'exigences fonctionnelles'),
  nonFunctional: (n) => pluralFr(n, 'exigence non fonctionnelle', 'exigences non fonctionnelles'),
  keyTargets: (shown, more) =>
    `Cibles principales : ${shown}${more > 0 ? ` et ${more} autres (section 8)` : ''}.`,
  remain: (n) =>
    `**${pluralFr(n, 'question ouverte', 'questions ouvertes')}** ${n < 2 ? 'reste' : 'restent'} (section 12).`,
  problem: 'Problème',
  goals: 'Objectifs (mesurables)',
  problemMissing: 'Non précisé pour l’instant : voir Questions ouvertes.',
  baseline: (product) =>
    `Mesurer une situation de référence le premier mois, puis fixer des cibles d'adoption et de temps gagné avec ${product}.`,
  outOfScope:
    'Tout ce qui ne figure pas dans les Exigences fonctionnelles est hors périmètre pour cette version.',
  noPersonas: 'Aucun rôle ni aucune personne nommés dans le brief : voir Questions ouvertes.',
  primaryUser: (product) =>
    `L'utilisateur principal est une personne qui attend de ${product} le travail décrit dans les Exigences fonctionnelles.`,
  who: 'Qui',
  story: 'Récit',
  noStory: 'Aucun récit utilisateur énoncé pour l’instant : voir Questions ouvertes.',
  defaultPersona: 'Utilisateurs',
  noRequirements:
    "Aucun énoncé d'exigence (obligatoire, souhaitable ou optionnel) n'a été trouvé. Décrivez ce que le produit doit faire : la prochaine version les listera ici.",
  opens: (persona, product) => `${persona} : ouvrir ${product} et se connecter.`,
  reviews: (persona) =>
    `${persona} : vérifier le résultat et continuer, ou reprendre plus tard là où on s'était arrêté.`,
  flowNote: 'Déduit des exigences ; valider le parcours avec le design.',
  categories: {
    Performance: 'Performance',
    Security: 'Sécurité',
    Privacy: 'Confidentialité',
    Accessibility: 'Accessibilité',
    Reliability: 'Fiabilité',
  },
  nfrDefaults: {
    Performance:
      'Les pages et les appels API répondent en moins de 2 secondes au 95e centile sous la charge prévue.',
    Security:
      'Tout le trafic passe par HTTPS (TLS 1.2+), les mots de passe sont hachés, les fonctions d’administration sont limitées par rôle et les secrets ne sont jamais journalisés.',
    Privacy:
      'Seules les données personnelles nécessaires aux fonctions sont collectées ; les utilisateurs peuvent exporter et supprimer leurs données ; le RGPD s’applique aux utilisateurs dans l’UE.',
    Accessibility:
      'Conforme WCAG 2.1 AA : navigation complète au clavier, libellés pour lecteurs d’écran et contraste du texte d’au moins 4,5:1.',
    Reliability:
      'Disponibilité mensuelle de 99,5 %, sauvegardes quotidiennes et restauration testée.',
  },
  activation: (persona) =>
    `Activation : part des nouveaux utilisateurs (${persona}) qui accomplissent la tâche principale dès leur première semaine.`,
  satisfaction: (persona, product) =>
    `Satisfaction : les utilisateurs (${persona}) donnent à ${product} une note de 4 sur 5 ou plus dans une enquête après 30 jours.`,
  platforms: 'Plateformes et technologies mentionnées',
  constraint: 'Contrainte',
  webFirst:
    "D'abord une application web responsive ; des applications mobiles natives plus tard si l'usage le justifie.",
  adapters:
    'Chaque intégration externe passe par un adaptateur, pour pouvoir la remplacer ou la simuler dans les tests.',
  noneYet: 'aucune pour l’instant',
  stated: 'Énoncé',
  plan: "Plan proposé (hypothèse, à adapter à l'équipe et à l'échéance) :",
  m1: '**M1: Cadrage et design** : répondre aux questions ouvertes et concevoir le parcours de la section 6.',
  m2: (ids) => `**M2: MVP** : les exigences P0 (${ids}).`,
  m3: (ids, persona) =>
    `**M3: Bêta** : les exigences P1 (${ids}) avec un groupe pilote (${persona}).`,
  m4: (ids) =>
    `**M4: Lancement** : les exigences P2 (${ids}) selon la capacité ; suivre les indicateurs de succès.`,
  dependence: (names) =>
    `Dépendance à ${names} : pannes, limites de débit ou changements d'API hors du contrôle de l'équipe.`,
  scope:
    'Périmètre : beaucoup d’exigences sont P0 ; limiter le MVP à ce dont les premiers utilisateurs ont le plus besoin.',
  compliance:
    'Conformité : les exigences de confidentialité demandent une revue juridique avant le lancement.',
  reviewAssumptions:
    'Ce brouillon contient des hypothèses (marquées _Hypothèse_) ; les relire avant de planifier.',
  laterWins: "L'énoncé le plus récent remplace le précédent dans ce brouillon ; à confirmer.",
  bothListed: 'Les deux sont listés ; décider lequel s’applique.',
  versus: 'face à',
  why: {
    'must not vs must': 'ne doit pas / doit',
    'must vs must not': 'doit / ne doit pas',
    'needs a decision': 'décision nécessaire',
  },
  noStatements: "Aucun énoncé d'exigence n'a été trouvé.",
  files: 'Fichiers',
  fileLine: (name, kind, used) =>
    `${name} (${kind}) : ${used ? `${used} ${used < 2 ? 'passage lu' : 'passages lus'}` : 'aucun texte extrait'}`,
  messageOnly: 'Aucun : rédigé à partir de votre message uniquement.',
  extractionNotes: "Notes d'extraction",
  more: (n, requirements, items) =>
    `${pluralFr(n, 'autre énoncé correspondait', 'autres énoncés correspondaient')} à une section mais ${n < 2 ? "n'a pas été repris" : "n'ont pas été repris"} : ce brouillon liste au plus ${requirements} exigences et ${items} éléments par liste. Lesquels comptent le plus ?`,
  productFallback: 'le produit',
  workingTitle: (title) =>
    `Comment s'appelle le produit ? Le brief n'en nomme aucun ; « ${title} » est un titre provisoire.`,
  whatIsItCalled: "Comment s'appelle le produit ?",
  whatIsIt: (product) => `Qu'est-ce que ${product}, en une ou deux phrases ?`,
  whoUses: "Qui est l'utilisateur principal, et qui d'autre l'utilise ?",
  tasksOf: (persona, product) =>
    `Quelles sont les tâches principales du rôle « ${persona} » dans ${product} ?`,
  whatProblem: "Quel problème résout-il, et comment les gens s'en sortent-ils aujourd'hui ?",
  whichTargets:
    'Quelles cibles mesurables définissent le succès (par exemple adoption, temps gagné, conversion) ?',
  firstRelease: 'Que doit faire la première version ? Listez les fonctions indispensables.',
  outOfScopeQuestion: 'Qu’est-ce qui est explicitement hors périmètre pour la première version ?',
  whichPlatforms:
    'Avec quelles plateformes (web, iOS, Android) et quels systèmes existants doit-il fonctionner ?',
  deadline: 'Quelle est la date de lancement visée ou l’échéance ?',
  budget: 'Quels budget et taille d’équipe sont disponibles ?',
  defaultsFit: (categories) =>
    `Les valeurs supposées (${lower(categories)}) de la section 7 conviennent-elles, ou faut-il des cibles plus strictes ?`,
  fileAdds: 'Qu’apporte ce fichier aux exigences ?',
};

const es: Phrases = {
  code: 'es',
  english: false,
  labels: labelsFor('es'),
  preparedFrom: 'Preparado a partir de',
  yourMessage: 'tu mensaje',
  and: 'y',
  noContent: 'ningún contenido todavía',
  sourceWord: 'fuente',
  assumption: 'Supuesto',
  toBeAgreed: 'Criterios de aceptación por acordar.',
  languageNote:
    '_PRD Studio redactó este borrador sin modelo de IA: leyó la estructura del brief en español (listas, títulos) y conservó sus frases tal cual, sin interpretar su significado. Con un modelo de IA, las prioridades, las personas, los objetivos y los criterios de aceptación se deducirían del contenido; mientras tanto, conviene que lo revise alguien que lea español._',
  languageQuestion:
    '¿Qué prioridades, personas y objetivos indican las frases del brief (sin modelo de IA solo se leyó su estructura)?',
  describedIn: (product, files) => `${product} se describe en ${files}.`,
  needsDescription: (product) => `${product} es una idea de producto que aún falta describir.`,
  unnamedUsers: 'usuarios aún sin nombrar',
  personaName: (name) => name,
  lists: (fr, counts, nfr, people) =>
    `Este borrador recoge **${fr}** (${counts}) y **${nfr}** para: ${people}.`,
  functional: (n) => plural(n, 'requisito funcional', 'requisitos funcionales'),
  nonFunctional: (n) => plural(n, 'requisito no funcional', 'requisitos no funcionales'),
  keyTargets: (shown, more) =>
    `Objetivos clave: ${shown}${more > 0 ? ` y ${more} más (sección 8)` : ''}.`,
  remain: (n) =>
    `${n === 1 ? 'Queda' : 'Quedan'} **${plural(n, 'pregunta abierta', 'preguntas abiertas')}** (sección 12).`,
  problem: 'Problema',
  goals: 'Objetivos (medibles)',
  problemMissing: 'No se indica todavía: ver Preguntas abiertas.',
  baseline: (product) =>
    `Medir una línea base durante el primer mes y después fijar objetivos de adopción y de tiempo ahorrado con ${product}.`,
  outOfScope:
    'Todo lo que no figure en Requisitos funcionales queda fuera del alcance de esta versión.',
  noPersonas: 'No se nombran personas ni roles en el brief: ver Preguntas abiertas.',
  primaryUser: (product) =>
    `El usuario principal es quien quiere que ${product} haga el trabajo descrito en Requisitos funcionales.`,
  who: 'Quién',
  story: 'Historia',
  noStory: 'Ninguna historia de usuario indicada todavía: ver Preguntas abiertas.',
  defaultPersona: 'Usuarios',
  noRequirements:
    'No se encontraron enunciados de requisitos (obligatorios, recomendados u opcionales). Describe lo que debe hacer el producto y la próxima versión los listará aquí.',
  opens: (persona, product) => `${persona}: abrir ${product} e iniciar sesión.`,
  reviews: (persona) =>
    `${persona}: revisar el resultado y continuar, o volver más tarde donde se dejó.`,
  flowNote: 'Derivado de los requisitos; confirmar el flujo con diseño.',
  categories: {
    Performance: 'Rendimiento',
    Security: 'Seguridad',
    Privacy: 'Privacidad',
    Accessibility: 'Accesibilidad',
    Reliability: 'Fiabilidad',
  },
  nfrDefaults: {
    Performance:
      'Las páginas y las llamadas a la API responden en menos de 2 segundos en el percentil 95 con la carga prevista.',
    Security:
      'Todo el tráfico usa HTTPS (TLS 1.2+), las contraseñas se guardan con hash, las funciones de administración están restringidas por rol y los secretos nunca se registran.',
    Privacy:
      'Solo se recogen los datos personales que necesitan las funciones; los usuarios pueden exportar y borrar sus datos; el RGPD se aplica a los usuarios en la UE.',
    Accessibility:
      'Cumple WCAG 2.1 AA: navegación completa con teclado, etiquetas para lectores de pantalla y un contraste de texto de al menos 4,5:1.',
    Reliability:
      'Disponibilidad mensual del 99,5 %, copias de seguridad diarias y una restauración probada.',
  },
  activation: (persona) =>
    `Activación: porcentaje de nuevos usuarios (${persona}) que completan la tarea principal en su primera semana.`,
  satisfaction: (persona, product) =>
    `Satisfacción: los usuarios (${persona}) valoran ${product} con 4 de 5 o más en una encuesta a los 30 días.`,
  platforms: 'Plataformas y tecnologías mencionadas',
  constraint: 'Restricción',
  webFirst:
    'Primero una aplicación web adaptable; aplicaciones móviles nativas más adelante si el uso lo justifica.',
  adapters:
    'Cada integración externa va detrás de un adaptador, para poder sustituirla o simularla en las pruebas.',
  noneYet: 'ninguno todavía',
  stated: 'Indicado',
  plan: 'Plan propuesto (supuesto, ajustar al equipo y al plazo):',
  m1: '**M1: Descubrimiento y diseño**: responder a las preguntas abiertas y diseñar el flujo de la sección 6.',
  m2: (ids) => `**M2: MVP**: los requisitos P0 (${ids}).`,
  m3: (ids, persona) =>
    `**M3: Beta**: los requisitos P1 (${ids}) con un grupo piloto (${persona}).`,
  m4: (ids) =>
    `**M4: Lanzamiento**: los requisitos P2 (${ids}) según la capacidad; seguir las métricas de éxito.`,
  dependence: (names) =>
    `Dependencia de ${names}: caídas, límites de uso o cambios de API fuera del control del equipo.`,
  scope:
    'Alcance: muchos requisitos son P0; limitar el MVP a lo que más necesitan los primeros usuarios.',
  compliance:
    'Cumplimiento: los requisitos de privacidad necesitan una revisión legal antes del lanzamiento.',
  reviewAssumptions:
    'Este borrador contiene supuestos (marcados con _Supuesto_); revisarlos antes de planificar.',
  laterWins: 'La declaración posterior sustituye a la anterior en este borrador; confirmar.',
  bothListed: 'Se listan ambas; decidir cuál se aplica.',
  versus: 'frente a',
  why: {
    'must not vs must': 'no debe frente a debe',
    'must vs must not': 'debe frente a no debe',
    'needs a decision': 'requiere una decisión',
  },
  noStatements: 'No se encontraron enunciados de requisitos.',
  files: 'Archivos',
  fileLine: (name, kind, used) =>
    `${name} (${kind}): ${used ? `${used} ${used === 1 ? 'fragmento leído' : 'fragmentos leídos'}` : 'no se extrajo texto'}`,
  messageOnly: 'Ninguno: redactado solo a partir de tu mensaje.',
  extractionNotes: 'Notas de extracción',
  more: (n, requirements, items) =>
    `${plural(n, 'enunciado más encajaba', 'enunciados más encajaban')} en una sección pero ${n === 1 ? 'quedó' : 'quedaron'} fuera: este borrador lista como máximo ${requirements} requisitos y ${items} elementos por lista. ¿Cuáles importan más?`,
  productFallback: 'el producto',
  workingTitle: (title) =>
    `¿Cómo se llama el producto? El brief no da ningún nombre; «${title}» es un título provisional.`,
  whatIsItCalled: '¿Cómo se llama el producto?',
  whatIsIt: (product) => `¿Qué es ${product}, en una o dos frases?`,
  whoUses: '¿Quién es el usuario principal y quién más lo usa?',
  tasksOf: (persona, product) =>
    `¿Cuáles son las tareas principales del rol «${persona}» en ${product}?`,
  whatProblem: '¿Qué problema resuelve y cómo lo resuelve hoy la gente?',
  whichTargets:
    '¿Qué objetivos medibles definen el éxito (por ejemplo adopción, tiempo ahorrado, conversión)?',
  firstRelease: '¿Qué debe hacer la primera versión? Enumera las funciones imprescindibles.',
  outOfScopeQuestion: '¿Qué queda explícitamente fuera del alcance de la primera versión?',
  whichPlatforms: '¿Con qué plataformas (web, iOS, Android) y sistemas existentes debe funcionar?',
  deadline: '¿Cuál es la fecha de lanzamiento prevista o el plazo?',
  budget: '¿Qué presupuesto y tamaño de equipo hay disponibles?',
  defaultsFit: (categories) =>
    `¿Encajan los valores supuestos de ${lower(categories)} de la sección 7, o hacen falta objetivos más estrictos?`,
  fileAdds: '¿Qué aporta ese archivo a los requisitos?',
};

/** The tables by the detector's ISO 639-3 code (text/language.ts); English for any other. */
const BY_CODE: Readonly<Record<string, Phrases>> = { deu: de, fra: fr, spa: es };

export const ENGLISH: Phrases = en;

/** The table of a brief's language, English when it has none. */
export function phrasesFor(language: Pick<Language, 'code' | 'english'>): Phrases {
  if (language.english) return en;
  return BY_CODE[language.code] ?? en;
}
