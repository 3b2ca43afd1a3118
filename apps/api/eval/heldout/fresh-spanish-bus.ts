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

// A Spanish brief as a school network's project lead writes it: a subject line, prose and
// lists, "Fuera de alcance", a privacy rule, an emoji. The PRD is expected in Spanish (stems are
// Spanish, with an English alternative where a writer may keep English).
const BRIEF = `Asunto: RutaEscolar – seguimiento del autobús escolar (brief para el PRD)

Hola equipo 👋

Os paso lo que hablamos con la dirección del Colegio Santa Brígida (Zaragoza). Tenemos 7 rutas de autobús y unos 420 alumnos que lo usan cada día. Las familias llaman a secretaría cada mañana para preguntar si el autobús va con retraso, y los monitores apuntan en papel quién sube y quién baja.

Qué queremos con RutaEscolar:
1. Las familias ven en el móvil dónde está el autobús de su hijo en tiempo real y la hora estimada de llegada a su parada.
2. Aviso automático cuando el autobús está a 5 minutos de la parada.
3. El monitor del autobús marca en una tablet qué alumnos suben y bajan en cada parada; la familia recibe la notificación al momento.
4. Si un alumno no sube por la mañana, la familia puede avisar antes de las 7:30 desde la app para que el autobús no espere.
5. Secretaría ve todas las rutas en un mapa y puede enviar un aviso a todas las familias de una ruta (avería, huelga, nieve).

Privacidad: la ubicación del autobús solo se muestra mientras está en ruta, nunca la de los alumnos ni la del conductor fuera del horario. Los datos de asistencia se borran al final del curso.

Fuera de alcance:
- El cobro de la cuota del transporte (lo lleva administración con su programa).
- Planificar u optimizar las rutas automáticamente.
- El comedor escolar.

Objetivo: reducir a la mitad las llamadas a secretaría por el autobús en el primer trimestre.
Piloto: 2 rutas en septiembre, las 7 en enero.
Riesgo: algunas zonas de la ruta 4 no tienen cobertura móvil.
Duda: ¿los alumnos de bachillerato pueden ver su propia ruta o solo las familias?

Gracias,
Nuria`;

export const freshSpanishBus: EvalCase = {
  name: 'heldout-fresh-spanish-bus',
  description:
    'A Spanish brief with a numbered list, a privacy rule and "Fuera de alcance"; the PRD is expected in Spanish.',
  input: { message: BRIEF },
  expect: {
    productName: 'RutaEscolar',
    notProductName: ['Asunto', 'Colegio Santa Brígida', 'Hola equipo'],
    language: 'es',
    facts: [
      fr(
        'las familias ven el autobús en tiempo real y la hora de llegada',
        /tiempo real|real time|real-time/,
        /familia|padre|parent|famil/,
      ),
      fr('aviso a 5 minutos de la parada', /\b(5|cinco|five) ?min/, /parada|stop/),
      fr('el monitor marca quién sube y baja en la tablet', /monitor/, /sub|baj|board|tablet/),
      fr('la familia avisa antes de las 7:30 si no sube', /7[:.]30/),
      fr(
        'secretaría ve las rutas y avisa a las familias de una ruta',
        /secretar|office/,
        /aviso|avisar|notif|mensaje|message/,
      ),
      req(
        'ubicación solo en ruta, nunca la de los alumnos',
        /ubicaci|location/,
        /solo|only|nunca|never/,
      ),
      req(
        'datos de asistencia borrados al final del curso',
        /asistencia|attendance/,
        /borra|elimin|delet/,
      ),
      nonGoal('sin cobro de la cuota', /cobro|cuota|pago|payment|fee/),
      nonGoal('sin optimización de rutas', /optimiz|planific/),
      nonGoal('sin comedor', /comedor|canteen|lunch/),
      persona('familias', /familia|padre|parent|famil/),
      persona('monitores', /monitor/),
      persona('secretaría', /secretar|office/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'la mitad de llamadas en el primer trimestre',
        /mitad|half|50 ?%/,
        /llamad|call/,
      ),
      inSection('Milestones', 'piloto con 2 rutas en septiembre', /septiembre|september/),
      inSection('Milestones', 'las 7 rutas en enero', /enero|january/),
      risk('sin cobertura en la ruta 4', /cobertura|coverage|signal/),
      openQuestion('alumnos de bachillerato', /bachillerato|alumn|student/),
    ],
    forbidden: [
      notRequired('el cobro de la cuota', /^(?!.*\b(no|sin|not|fuera)\b).*(cobro|cuota)/),
      notRequired('optimización de rutas', /^(?!.*\b(no|sin|not|fuera)\b).*optimiz/),
      notIn(BODY, 'el saludo o la firma', /hola equipo|os paso|gracias,? nuria/, 'chatter'),
      notIn(BODY, 'the subject line', /^asunto\b/, 'chatter'),
    ],
    requirements: { min: 5, max: 10 },
  },
};
