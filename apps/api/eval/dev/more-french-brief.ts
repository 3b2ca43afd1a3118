import {
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
  req,
} from '../cases/helpers.js';
import type { EvalCase, SectionName } from '../types.js';

// A French brief for a school-canteen app: requirements as "Doit :" / "Devrait :" lines (must /
// should), a "Hors périmètre" list, users, objectives with percentages and a question.
const BRIEF = `Popote – réservation des repas de la cantine, Ville de Saint-Aubin-sur-Loire

Contexte
Les 4 écoles élémentaires de la ville servent environ 1 100 repas par jour. Les familles inscrivent leurs enfants à l'année sur papier, et la cuisine centrale ne sait jamais combien d'enfants mangeront vraiment : on jette en moyenne 18 % des repas préparés. Les parents nous demandent aussi depuis longtemps de pouvoir annuler un repas quand l'enfant est malade.

Exigences
Doit : les parents réservent ou annulent un repas depuis leur téléphone jusqu'à la veille à 10 h.
Doit : les menus de la semaine sont affichés avec les 14 allergènes réglementaires pour chaque plat.
Doit : un enfant qui a un PAI (projet d'accueil individualisé) est signalé sur la liste du jour remise aux agents de restauration.
Doit : la cuisine centrale reçoit chaque jour à 10 h 30 le nombre de repas par école, dont les repas sans porc et végétariens.
Devrait : les parents paient les repas du mois en ligne par carte, au tarif de leur quotient familial.
Devrait : les parents reçoivent une notification quand le compte repas passe en négatif.
Devrait : l'application est disponible en français et en anglais.

Hors périmètre
- L'accueil périscolaire (garderie du matin et du soir) : il garde son propre logiciel.
- La livraison de repas à domicile pour les personnes âgées.

Utilisateurs
Les parents, les agents de restauration de chaque école, et le service Éducation de la mairie, qui gère les tarifs et les inscriptions.

Objectifs
Passer de 18 % à moins de 8 % de repas jetés d'ici la fin de l'année scolaire.
70 % des familles utilisent Popote au lieu du papier à la rentrée de septembre.

Question
Que fait-on pour les familles sans smartphone ? Une borne à l'accueil de la mairie ?`;

// A priority as the level, the English word or the brief's own word.
const MUST = /\bp0\b|\bmust\b|\bdoit\b|indispensable/;
const SHOULD = /\bp1\b|\bshould\b|devrait|important/;

const GOALS: SectionName[] = ['Problem and goals', 'Success metrics'];

export const moreFrenchBrief: EvalCase = {
  name: 'dev-more-french-brief',
  description:
    'A French school-canteen brief: "Doit :" / "Devrait :" requirement lines, "Hors périmètre", users, objectives and a question.',
  input: { message: BRIEF },
  expect: {
    productName: 'Popote',
    notProductName: ['Ville de Saint-Aubin-sur-Loire', 'Contexte'],
    facts: [
      fr('réserver ou annuler un repas jusqu’à la veille 10 h, doit', /annul/, /veille/, MUST),
      fr('menus de la semaine avec les 14 allergènes, doit', /allerg/, /\b14\b/, MUST),
      fr('enfant avec un PAI signalé sur la liste du jour, doit', /\bpai\b/, MUST),
      fr(
        'la cuisine centrale reçoit le nombre de repas à 10 h 30, doit',
        /cuisine/,
        /10 ?h ?30/,
        MUST,
      ),
      fr('paiement en ligne au quotient familial, devrait', /quotient/, SHOULD),
      fr('notification quand le compte passe en négatif, devrait', /n[ée]gatif/, SHOULD),
      req('français et anglais, devrait', /anglais/, SHOULD),
      nonGoal('pas d’accueil périscolaire', /p[ée]riscolaire|garderie/),
      nonGoal('pas de livraison à domicile', /livraison/),
      inSection(GOALS, 'moins de 8 % de repas jetés', /\b8 ?%/),
      inSection(GOALS, '70 % des familles utilisent Popote', /\b70 ?%/),
      persona('parents', /parent/),
      persona('agents de restauration', /agent/),
      persona('service Éducation de la mairie', /[ée]ducation|mairie/),
      openQuestion('familles sans smartphone', /smartphone/),
    ],
    forbidden: [
      notRequired(
        'accueil périscolaire',
        /(?<!pas d'|hors |sans )(accueil p[ée]riscolaire|garderie)/,
      ),
      notRequired('livraison à domicile', /(?<!pas de |sans )livraison/),
      notIn(
        'Functional requirements',
        'the "Doit :" label left in a statement',
        /\b(doit|devrait) ?:/,
        'chatter',
      ),
      notIn(
        'Title',
        'the town or a heading as the name',
        /^ville|saint-aubin|contexte/,
        'invented',
      ),
    ],
    requirements: { min: 5, max: 9 },
  },
};
