import {
  action,
  BODY,
  chatter,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  persona,
  req,
} from '../cases/helpers.js';
import type { EvalCase, SectionName } from '../types.js';

// A Spanish WhatsApp group exported as text: "[dd/mm/yy, hh:mm] Name: text", emoji, "<Media
// omitted>", a deleted message, a cousin's yoga school shown as an example, the expiry of the
// class passes changed from 2 to 3 months, and a shop and online classes turned down.
const CHAT = `[24/02/26, 10:42] Lucía Romero: Buenos días chicas!! 💃 Os cuento lo de la app de la academia, la vamos a llamar Compás
[24/02/26, 10:42] Lucía Romero: La idea es que las alumnas compren el bono y reserven su plaza en cada clase desde el móvil, lo de apuntarse en la libreta de la entrada ya no da más de sí
[24/02/26, 10:43] Marina Vidal: Por fin!!! 🙌🙌
[24/02/26, 10:45] Lucía Romero: Bonos: de 4 clases por 38 € y de 8 clases por 70 €, se pagan con tarjeta o Bizum en la app
[24/02/26, 10:46] Lucía Romero: Caducan a los 2 meses de la compra
[24/02/26, 10:47] Carmen Ortiz: <Media omitted>
[24/02/26, 10:47] Carmen Ortiz: Mirad cómo lo hace la escuela de yoga de mi prima, tiene hasta lista de espera
[24/02/26, 10:50] Lucía Romero: Sí! Lista de espera: si alguien cancela, a la primera de la lista le llega un aviso y se queda la plaza
[24/02/26, 10:51] Marina Vidal: Una cosa, máximo de alumnas por clase? En la sala pequeña no cabemos más de 12
[24/02/26, 10:53] Lucía Romero: Máximo 12 en la sala pequeña y 20 en la grande
[24/02/26, 10:55] Carmen Ortiz: Y si cancelan a última hora?
[24/02/26, 10:57] Lucía Romero: Se puede cancelar hasta 3 horas antes y la clase vuelve al bono. Después ya se pierde
[24/02/26, 11:02] Marina Vidal: 👍
[24/02/26, 11:10] Carmen Ortiz: Lo de los 2 meses es muy poco, en verano la gente se va de vacaciones y pierde clases 😕
[24/02/26, 11:14] Lucía Romero: Vale, tienes razón, que caduquen a los 3 meses. 3, no 2
[24/02/26, 11:15] Carmen Ortiz: ❤️
[24/02/26, 11:20] Marina Vidal: Las profes pasamos lista desde el móvil? Así sabemos quién ha venido
[24/02/26, 11:21] Lucía Romero: Sí, las profesoras pasan lista en la app, y si no vienes la clase se descuenta del bono igual
[24/02/26, 11:25] Marina Vidal: Y vender zapatos y faldas en la app? Muchas me preguntan
[24/02/26, 11:27] Lucía Romero: No, eso no. Nada de tienda en la app. Y clases online tampoco por ahora
[24/02/26, 11:30] Carmen Ortiz: Este mensaje fue eliminado
[24/02/26, 11:31] Carmen Ortiz: Quién trae las castañuelas el jueves? jajaja
[24/02/26, 11:33] Lucía Romero: Objetivo: que en septiembre el 80% de las alumnas reserve por la app
[24/02/26, 11:34] Lucía Romero: Marina, puedes pedir presupuesto a dos desarrolladores antes del viernes?
[24/02/26, 11:40] Marina Vidal: Hecho 👌
[24/02/26, 11:41] Lucía Romero: <Media omitted>`;

const REQS: SectionName[] = ['Functional requirements', 'Non-functional requirements', 'TL;DR'];

export const moreWhatsappEs: EvalCase = {
  name: 'dev-more-whatsapp-es',
  description:
    'A Spanish WhatsApp export ("[24/02/26, 10:42] Nombre: texto") for a dance school: emoji, "<Media omitted>", a deleted message, pass expiry changed from 2 to 3 months, a shop and online classes turned down.',
  input: { message: CHAT },
  expect: {
    productName: 'Compás',
    language: 'es',
    facts: [
      fr('las alumnas reservan su plaza en cada clase desde el móvil', /reserv/, /plaza|clase/),
      fr('bono de 4 clases por 38 €', /38 ?€|€ ?38\b/),
      fr('bono de 8 clases por 70 €', /70 ?€|€ ?70\b/),
      fr('pago con tarjeta o Bizum', /bizum/),
      fr('los bonos caducan a los 3 meses', /caduc/, /\b(3|tres) meses\b/),
      fr('lista de espera: la primera recibe un aviso y la plaza', /lista de espera/),
      req('máximo 12 alumnas en la sala pequeña y 20 en la grande', /\b12\b/, /\b20\b/),
      fr('cancelar hasta 3 horas antes y la clase vuelve al bono', /cancel/, /\b(3|tres) horas\b/),
      fr('las profesoras pasan lista; la ausencia descuenta la clase', /lista/, /profesor|profe/),
      nonGoal('nada de tienda en la app', /tienda|zapatos|venta/),
      nonGoal('sin clases online por ahora', /online|en l[ií]nea/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'el 80% reserva por la app en septiembre',
        /80 ?%/,
      ),
      persona('alumnas', /alumn/),
      persona('profesoras', /profesor|profe/),
      action(
        'Marina pide presupuesto a dos desarrolladores antes del viernes',
        /marina/,
        /presupuesto/,
      ),
    ],
    forbidden: [
      notIn(REQS, 'the superseded 2-month expiry', /\b(2|dos) meses\b/, 'stale'),
      notRequired('a shop for shoes and skirts', /(?<!nada de |sin |no )tienda|zapatos|faldas/),
      notRequired('online classes', /(?<!sin |no |nada de )clases online/),
      chatter('the castanets', /castañuela/),
      chatter('the cousin’s yoga school', /yoga|prima/),
      notIn(
        BODY,
        '"<Media omitted>" or a deleted message',
        /media omitted|mensaje fue eliminado/,
        'chatter',
      ),
      notIn(BODY, 'a chat timestamp', /\[?\d\d\/\d\d\/\d\d,? \d\d:\d\d/, 'chatter'),
      notIn(BODY, 'an emoji', /[💃🙌👍😕❤👌]/u, 'chatter'),
      notIn(BODY, 'the greeting', /buenos d[ií]as|chicas|os cuento/, 'chatter'),
    ],
    requirements: { min: 5, max: 10 },
  },
};
