import { plans } from './schema.js';
import type { Db } from './client.js';

/** The plans a new installation starts with. Existing rows (by code) are left as edited. */
export const seedPlans = [
  {
    code: 'free',
    planName: 'Free',
    priceCents: 0,
    durationDays: 30,
    uploadsLimit: 5,
    features: [
      '5 PRD generations',
      'PDF, Word, image, audio and video files',
      'Word and text downloads',
    ],
  },
  {
    code: 'pro',
    planName: 'Pro',
    priceCents: 1900,
    durationDays: 30,
    uploadsLimit: 100,
    features: [
      '100 PRD generations a month',
      'Files up to 100 MB',
      'Share to Notion and Confluence',
      'Full chat history',
    ],
  },
  {
    code: 'team',
    planName: 'Team',
    priceCents: 4900,
    durationDays: 30,
    uploadsLimit: 500,
    features: [
      '500 PRD generations a month',
      'Everything in Pro',
      'Priority generation',
      'Email support',
    ],
  },
  {
    code: 'enterprise',
    planName: 'Enterprise',
    priceCents: null,
    durationDays: 365,
    uploadsLimit: 100000,
    features: [
      'Unlimited PRD generations',
      'Single sign-on',
      'Dedicated support',
      'Custom AI provider',
    ],
  },
] as const;

export const FREE_PLAN_CODE = 'free';

export async function seed(db: Db): Promise<void> {
  await db
    .insert(plans)
    .values(seedPlans.map((p) => ({ ...p, features: [...p.features] })))
    .onConflictDoNothing({ target: plans.code });
}
