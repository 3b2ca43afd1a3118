import { MAX_SECTION_ITEMS } from './limits.js';
import type { Persona } from './people.js';
import type { Sentence } from '../read/sentences.js';

/**
 * The people a German, French, Spanish or Portuguese brief names ("Mieter", "la Hausverwaltung",
 * "les abonnés", "el servicio de billetterie", "los socios"): role words of each language, kept
 * as the brief writes them (no English plural rules), in order of first mention, at most six.
 * A town's department is one persona with its town ("le service Éducation de la mairie").
 */
const ROLES: Record<string, string> = {
  deu: 'Mieter|Mieterinnen|Vermieter|Hausverwaltung|Verwaltung|Hausmeister|Kunden|Kundinnen|Nutzer|Nutzerinnen|Benutzer|Mitarbeiter|Mitarbeitende|Mitarbeiterinnen|Fahrer|Fahrerinnen|Mitglieder|Eltern|Lehrer|Lehrkräfte|Erzieher|Erzieherinnen|Schüler|Schülerinnen|Patienten|Patientinnen|Ärzte|Ärztinnen|Pflegekräfte|Gäste|Besucher|Händler|Verkäufer|Käufer|Landwirte|Haushalte|Abonnenten|Trainer|Ehrenamtliche|Ehrenamtlichen|Disponenten|Techniker|Monteure|Administratoren|Admins|Teamleiter|Schichtleiter|Filialleiter|Geschäftsführung|Buchhaltung|Kundenservice|Support',
  fra: 'service (?:éducation|enfance|jeunesse|scolaire|des sports|culture|social|technique|informatique|comptabilité|RH)(?: de la (?:mairie|ville|commune|métropole))?|abonnés|abonnées|abonné|abonnée|client|utilisateur|bénévole|locataire|clients|clientes|utilisateurs|utilisatrices|membres|adhérents|parents|enseignants|professeurs|élèves|étudiants|patients|patientes|médecins|soignants|infirmiers|infirmières|conducteurs|chauffeurs|livreurs|agents|bénévoles|visiteurs|spectateurs|supporters|locataires|propriétaires|gestionnaires|commerçants|vendeurs|acheteurs|administrateurs|techniciens|responsables|service billetterie|service client|service clients|billetterie',
  spa: 'socios|socias|socio|socia|cliente|usuario|vecino|voluntario|inquilino|clientes|usuarios|usuarias|miembros|padres|profesores|profesoras|docentes|alumnos|alumnas|estudiantes|pacientes|médicos|enfermeros|enfermeras|conductores|repartidores|voluntarios|voluntarias|vecinos|vecinas|inquilinos|propietarios|gestores|comerciantes|vendedores|compradores|agricultores|administradores|técnicos|responsables|empleados|trabajadores|visitantes|huéspedes',
  por: 'sócios|sócio|cliente|usuário|clientes|usuários|utilizadores|membros|pais|professores|alunos|estudantes|pacientes|médicos|enfermeiros|motoristas|entregadores|voluntários|vizinhos|inquilinos|proprietários|gestores|comerciantes|vendedores|compradores|agricultores|administradores|técnicos|responsáveis|funcionários|trabalhadores|visitantes|hóspedes|feirantes',
};

/** Every role word of every language listed, for a statement's subject (classify/other-languages.ts). */
export const ROLE_WORDS = Object.values(ROLES).join('|');

const PATTERNS = new Map(
  Object.entries(ROLES).map(([code, words]) => [
    code,
    new RegExp(`(?<![\\p{L}])(${words})(?![\\p{L}])`, code === 'deu' ? 'gu' : 'giu'),
  ]),
);

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Personas of a brief in this language (ISO 639-3 code); empty for a language not listed. */
export function findPersonasIn(code: string, sentences: readonly Sentence[]): Persona[] {
  const pattern = PATTERNS.get(code);
  if (!pattern) return [];
  const byKey = new Map<string, Persona>();
  for (const sentence of sentences) {
    for (const m of sentence.text.slice(0, 2000).matchAll(pattern)) {
      const word = m[1]!;
      // "socio" and "socios" are one persona, named in the plural once it is seen.
      // "Ehrenamtliche" and "die Ehrenamtlichen" too.
      const key =
        code === 'deu'
          ? word.toLowerCase().replace(/(?<=e)n$/, '')
          : word.toLowerCase().replace(/s$/, '');
      let persona = byKey.get(key);
      if (!persona) {
        if (byKey.size >= 6) continue;
        persona = {
          name: capitalise(word),
          singular: key,
          source: sentence.source,
          mentions: [],
          stories: [],
        };
        byKey.set(key, persona);
      } else if (code !== 'deu' && /s$/i.test(word) && !/s$/i.test(persona.name))
        persona.name = capitalise(word);
      if (persona.mentions.length < MAX_SECTION_ITEMS && persona.mentions.at(-1) !== sentence)
        persona.mentions.push(sentence);
    }
  }
  return [...byKey.values()];
}
