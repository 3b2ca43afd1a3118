import {
  chatter,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
  req,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A French brief as a product manager in a French town hall would send it. The facts accept
// French or English wording (a PRD may be written in either), with the numbers as anchors.
const BRIEF = `Objet : Brief produit - RepasMalin (réservation des repas à la cantine)

Bonjour à tous,

Voici le brief pour RepasMalin, l'application qui permet aux parents de réserver les repas de cantine de leurs enfants. Aujourd'hui le service scolaire de la mairie gère les inscriptions sur papier : environ 20 % des repas préparés sont jetés parce que les absences ne sont pas signalées.

Objectifs
- Faire passer les repas jetés de 20 % à moins de 8 % d'ici la fin de l'année scolaire.
- Permettre aux parents de tout faire depuis leur téléphone.

Utilisateurs
- Les parents d'élèves (environ 6 000 familles)
- Le personnel de cantine, qui prépare les repas
- Le service scolaire de la mairie

Fonctionnalités attendues
1. Les parents réservent ou annulent un repas au plus tard 48 heures à l'avance.
2. Chaque enfant a une fiche avec ses allergies ; le personnel de cantine voit les allergies sur la liste du jour.
3. Le menu de la semaine est affiché, avec un plat végétarien chaque jour.
4. Chaque matin à 9 h, la cuisine centrale reçoit le nombre de repas par école.
5. Paiement mensuel par prélèvement automatique, facture envoyée par e-mail.

Contraintes
- Les données des enfants restent hébergées en France (RGPD).
- L'application doit être accessible (RGAA, niveau AA).

Hors périmètre pour la V1 : la livraison de repas à domicile et les écoles privées.

Question ouverte : faut-il moduler les tarifs selon le quotient familial dès la V1 ? À voir avec le service des finances.

Merci d'avance pour vos retours,
Claire Moreau
Cheffe de produit, Ville de Villeurbanne`;

export const frenchBrief: EvalCase = {
  name: 'heldout-french-brief',
  description: 'A brief in French: objectives, users, numbered features, constraints, scope cut.',
  input: { message: BRIEF },
  expect: {
    productName: 'RepasMalin',
    facts: [
      fr(
        'book or cancel a meal at least 48 hours ahead',
        /\b48\b/,
        /r[ée]serv|annul|book|cancel|order/,
      ),
      fr('allergies on the child record and the daily list', /allerg/),
      fr('weekly menu with a vegetarian dish every day', /v[ée]g[ée]tarien|vegetarian/),
      fr(
        'the central kitchen gets the count per school at 9:00',
        /\b9 ?h\b|\b9:00\b|\b9 ?am\b/,
        /[ée]cole|school|cuisine|kitchen|nombre|count|number/,
      ),
      fr('monthly direct debit, invoice by email', /pr[ée]l[èe]vement|direct debit/),
      req("children's data hosted in France", /france/),
      req('accessible (RGAA level AA)', /rgaa|accessib/),
      nonGoal('no home delivery', /livraison|deliver/),
      nonGoal('no private schools', /priv[ée]|private/),
      openQuestion('pricing by family income (quotient familial)', /quotient|income/),
      inSection(
        ['Problem and goals', 'Success metrics'],
        'thrown-away meals from 20% to under 8%',
        /\b8 ?%/,
      ),
      persona('parents', /parent/),
    ],
    forbidden: [
      notIn('Title', 'the email subject words as the title', /objet|brief produit|bonjour/),
      chatter('greetings and thanks', /bonjour|merci|retours/),
      notRequired('home delivery', /livraison|home deliver/),
      notRequired('private schools', /[ée]coles? priv|private school/),
      notRequired('income-based pricing (an open question)', /quotient|income/),
    ],
  },
};
