import { labelsFor } from '@prd/prd';
import type { Phrases } from './phrase-table.js';
import { lower, pluralFr } from './plural.js';

export const fr: Phrases = {
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
