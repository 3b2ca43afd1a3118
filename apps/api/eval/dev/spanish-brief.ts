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
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A Spanish brief written as a WhatsApp-style message to a colleague, no headings.
const BRIEF = `Hola! Te cuento lo de Báscula, la app para la cooperativa de olivareros de Jaén (unos 900 socios).

Ahora cuando un socio entrega aceituna en la almazara le dan un ticket de papel con el peso y el rendimiento, y muchos lo pierden. Queremos que cada entrega aparezca en el móvil del socio en menos de 5 minutos desde que se pesa el remolque.

Lo que tiene que hacer:
- el socio ve cada entrega con fecha, kilos, variedad y rendimiento graso
- ve el total de la campaña y lo que lleva cobrado
- recibe un aviso cuando se publica el precio de liquidación
- la oficina puede corregir una entrega mal pesada, y el cambio queda registrado con quién y cuándo

Importante: muchos socios son mayores, letra grande y nada de contraseñas, se entra con el DNI y un código por SMS.

Lo que NO vamos a hacer: venta de aceite a particulares y nada de foro entre socios.

Objetivo: que el 60% de los socios use la app en la primera campaña.

Duda: ¿los socios que entregan a través de un familiar pueden ver las entregas de los dos?`;

export const spanishBrief: EvalCase = {
  name: 'dev-spanish-brief',
  description: 'A Spanish brief as a chat message, lists with dashes, no headings.',
  input: { message: BRIEF },
  expect: {
    productName: 'Báscula',
    language: 'es',
    facts: [
      fr('el socio ve cada entrega con kilos y rendimiento', /entrega/, /kilos|rendimiento/),
      fr('total de la campaña y lo cobrado', /campaña/, /cobrado|total/),
      fr('aviso del precio de liquidación', /liquidaci/),
      fr('la oficina corrige una entrega, con registro', /corregir|corrige/, /registr/),
      req('entrega visible en menos de 5 minutos', /\b5 minutos\b/),
      req('entrada con DNI y código por SMS, sin contraseñas', /dni/, /sms|código/),
      nonGoal('sin venta de aceite a particulares', /venta/),
      nonGoal('sin foro entre socios', /foro/),
      persona('socios', /socio/),
      inSection(['Success metrics', 'Problem and goals'], '60% de los socios', /60 ?%/),
      openQuestion('entregas a través de un familiar', /familiar/),
    ],
    forbidden: [
      notRequired('venta de aceite', /(?<!sin |no |nada de )venta de aceite/),
      notIn(BODY, 'the greeting', /hola|te cuento/, 'chatter'),
    ],
    requirements: { min: 3, max: 9 },
  },
};
