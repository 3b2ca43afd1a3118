import {
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

// A French brief in a numbered, semi-formal style, with a resale cap stated as a hard limit.
const BRIEF = `Projet Strapontin — revente de billets entre spectateurs, Théâtre des Célestins (Lyon)

1. Contexte
Chaque soir, 30 à 50 places restent vides alors que la salle affiche complet : les spectateurs empêchés n'ont aucun moyen officiel de revendre leur billet, et certains passent par des sites non autorisés.

2. Ce que nous voulons
a) Un abonné ou un acheteur peut mettre en vente son billet depuis son espace client jusqu'à 2 heures avant la représentation.
b) Le billet est revendu au prix payé, jamais plus cher : c'est une obligation légale.
c) L'ancien billet est annulé et un nouveau billet nominatif est envoyé à l'acheteur.
d) Le vendeur est remboursé une fois le billet revendu, moins 2 € de frais.
e) Une liste d'attente prévient les intéressés dès qu'une place se libère pour une date.

3. Hors périmètre
Pas d'échange de billets entre deux dates. Pas d'enchères.

4. Publics
Les abonnés (environ 6 000) et le service billetterie, qui doit pouvoir suspendre la revente pour une représentation.

5. Objectif
Diviser par deux les places vides des soirs complets d'ici la fin de la saison.

6. Risques et questions
Le prestataire de billetterie (Secutix) facture chaque réémission : coût à vérifier.
Question ouverte : que fait-on si le billet n'est pas revendu ?`;

export const frenchBrief: EvalCase = {
  name: 'dev-french-brief',
  description: 'A French brief with numbered parts and lettered requirements, a legal price cap.',
  input: { message: BRIEF },
  expect: {
    productName: 'Strapontin',
    notProductName: ['Projet', 'Contexte'],
    facts: [
      fr('mise en vente jusqu’à 2 heures avant', /vente|revend/, /\b2 heures\b/),
      req('revendu au prix payé, jamais plus cher', /prix payé|jamais plus cher/),
      fr('ancien billet annulé, nouveau billet nominatif', /nominatif/),
      fr('vendeur remboursé moins 2 € de frais', /rembours/, /2 ?€|€ ?2\b/),
      fr('liste d’attente', /liste d'attente/),
      fr('la billetterie suspend la revente', /suspend/),
      nonGoal('pas d’échange entre deux dates', /échange/),
      nonGoal('pas d’enchères', /enchère/),
      persona('abonnés', /abonné/),
      persona('service billetterie', /billetterie/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'diviser par deux les places vides',
        /diviser par deux|moitié|50 ?%/,
      ),
      risk('Secutix facture chaque réémission', /secutix|réémission/),
      openQuestion('billet non revendu', /pas revendu|non revendu/),
    ],
    forbidden: [
      notRequired('échange de billets', /(?<!pas d')échange de billets/),
      notRequired('enchères', /(?<!pas d')enchère/),
      notIn('Title', 'the word Projet as the name', /^projet/, 'invented'),
    ],
    requirements: { min: 4, max: 9 },
  },
};
