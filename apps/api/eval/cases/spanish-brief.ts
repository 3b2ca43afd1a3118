import type { EvalCase } from '../types.js';
import { fr, nonGoal, notRequired, persona, req } from './helpers.js';

const BRIEF = `Mercadito – pedidos online para el mercado de San Fermín

Contexto
Somos 22 puestos del mercado municipal de San Fermín (Madrid). Los vecinos nos piden hacer la compra desde el móvil y recogerla o recibirla en casa, pero cada puesto lo resuelve por WhatsApp a su manera.

Usuarios
- Vecinos del barrio que compran para la semana, muchos mayores de 65 años
- Comerciantes de los puestos (fruta, carne, pescado, panadería)
- Repartidor del mercado

Funcionalidades
- Un solo carrito con productos de varios puestos
- Pedido mínimo de 15 €
- Envío a domicilio por 3,50 €, gratis a partir de 40 €
- Recogida en el mercado sin coste, en franjas de 30 minutos
- Pago con tarjeta o Bizum
- Cada comerciante confirma o ajusta el peso de su parte del pedido antes del cobro final
- Aviso por SMS cuando el pedido está listo

Fuera de alcance
- Pago en efectivo
- Entregas fuera del código postal 28045

Plazos
Piloto con 8 puestos en mayo.`;

export const spanishBrief: EvalCase = {
  name: 'spanish-brief',
  description: 'A Spanish brief with headings and lists (the layout must carry it).',
  input: { message: BRIEF },
  expect: {
    productName: 'Mercadito',
    language: 'es',
    facts: [
      fr('one cart across stalls', /carrito|cart/),
      req('minimum order 15 €', /\b15\b/, /m[ií]nimo|minimum/),
      fr('home delivery 3,50 €, free from 40 €', /3[.,]50/),
      fr('free delivery from 40 €', /\b40\b/),
      fr('pickup in 30-minute slots', /recogida|pick-?up|collect/, /\b30\b/),
      fr('card or Bizum payment', /bizum/),
      fr('stall confirms the weight', /peso|weigh/),
      fr('SMS when ready', /sms/),
      nonGoal('no cash payment', /efectivo|cash/),
      nonGoal('no deliveries outside 28045', /28045/),
      persona('neighbours', /vecinos|residents|neighbo/),
      persona('stall owners', /comerciantes|merchant|stall|vendor/),
    ],
    forbidden: [notRequired('cash payment', /(?<!(?:no|sin|not) )(efectivo|\bcash\b)/)],
    requirements: { min: 5, max: 12 },
  },
};
