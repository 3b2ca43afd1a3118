import { describe, expect, it } from 'vitest';
import { extractFacts } from '../collect/extract-facts.js';
import { deliveryDate } from './keywords.js';

describe('a delivery held to a date is a milestone', () => {
  it.each([
    "Let's have it live in all 12 stores by 1 September.",
    'The pilot starts in Leeds on 3rd March.',
    'We want the Android app ready before Christmas.',
    'Payroll export has to be done by the end of Q2.',
    'Go-live is 14 March 2027.',
    'Beta in week 12.',
    'Ready by mid-May.',
    'Rollout to every branch by the start of the school year.',
    'Trial in the Maple room after Easter, all four rooms from September.',
    'Other depots in the region after half-term if it works.',
    'Soft launch to returning members on 15 January.',
    'Open to everyone from 1 February.',
    'Pilot with the September intake.',
    'We want it up and running in time for the new school year.',
    'Der Start ist am 1. Oktober 2026 geplant.',
    'Vorher testen wir ab Juli im Bezirk Nord.',
    'Empezaríamos con un piloto en 3 colegios en junio de 2026.',
    'Lancement en septembre 2026 dans les trois piscines.',
  ])('%s', (text) => expect(deliveryDate(text)).toBe(true));

  it.each([
    'Bookings close 48 hours before the class.',
    'Reminders are sent 2 days before the appointment.',
    'The report is available from the dashboard.',
    'The summary is ready in 5 minutes.',
    'Sellers must ship orders placed before 1 December within 2 days.',
    'I said we could ship on March 30, but it is more like April 20.',
    'The report is ready at the end of the month.',
    'New users start with a 14-day free trial from the sign-up page.',
    'Reminders go out after 6pm.',
    'Los usuarios pagan la cuota en junio.',
  ])('not: %s', (text) => expect(deliveryDate(text)).toBe(false));

  it('lists stated dates under Milestones, not as requirements', () => {
    const facts = extractFacts(
      [
        'Shiftly: staff swap shifts in the app.',
        'Store managers approve a swap that goes over 40 hours.',
        "Let's have it live in all 12 stores by 1 September.",
        'The Android app must be ready before Christmas.',
      ].join('\n'),
      [],
    );
    const milestones = facts.milestones.map((m) => m.text).join('\n');
    expect(milestones).toMatch(/1 September/);
    expect(milestones).toMatch(/Christmas/);
    expect(facts.requirements.map((r) => r.text).join('\n')).not.toMatch(/September|Christmas/);
  });
});
