import { labelsFor } from '@prd/prd';
import type { Phrases } from './phrase-table.js';
import { lower, plural } from './plural.js';

export const es: Phrases = {
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
