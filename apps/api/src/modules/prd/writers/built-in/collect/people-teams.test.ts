import { describe, expect, it } from 'vitest';
import { findPersonas } from './people.js';
import { MESSAGE_SOURCE } from '../read/sentences.js';

const names = (text: string) => findPersonas([{ text, source: MESSAGE_SOURCE }]).map((p) => p.name);

describe('who a sentence names', () => {
  it.each([
    ['About 70 volunteer presenters run 95 shows a week.', 'Presenters'],
    ['Club captains enter the result within 24 hours.', 'Club captains'],
    ['The league secretary approves the fixture.', 'League secretaries'],
    ['The head of year can approve a booking.', 'Heads of year'],
    ['Members of the public can book a court.', 'Members of the public'],
    ['The volunteer driver scheme needs a rota.', 'Volunteer drivers'],
  ])('"%s" names %s', (text, name) => expect(names(text)).toEqual([name]));

  it.each([
    'We know the GDPR people will ask about retention.',
    'Then tick people off the list at the door.',
    'Class lists come from the student records system.',
    'The customer card data never touches the tablet.',
    'The median wait is 20 minutes.',
  ])('"%s" names nobody', (text) => expect(names(text)).toEqual([]));
});
