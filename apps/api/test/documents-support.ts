import { randomBytes, randomUUID } from 'node:crypto';
import { emptyPrd, type Prd } from '@prd/prd';
import type { TestApp } from './helpers/app.js';
import { chatSessions } from '../src/db/schema.js';
import { saveVersion, type NewVersion } from '../src/modules/documents/index.js';

/** A PRD model with `frs` functional requirements (FR-1 … FR-n) and a few other items. */
export function prdWith(product: string, frs: number, patch: Partial<Prd> = {}): Prd {
  return {
    ...emptyPrd(),
    title: `${product}: Product Requirements Document`,
    product,
    date: '2026-11-27',
    summary: `${product} lets nurses swap shifts in two taps.`,
    problem: 'Swapping a shift takes a dozen messages and a manager’s phone call.',
    goals: [
      {
        id: 'G-1',
        text: 'Swaps are approved within a day.',
        basis: 'stated',
        sources: [{ kind: 'message', ref: 'your message', locator: '' }],
        target: { value: 24, unit: 'h' },
      },
    ],
    requirements: Array.from({ length: frs }, (_, i) => ({
      id: `FR-${i + 1}`,
      title: `Feature ${i + 1}`,
      text: `Nurses must be able to use feature ${i + 1} from the shift list.`,
      priority: i % 3 === 0 ? ('P0' as const) : ('P1' as const),
      acceptance: [`Given a nurse, when they open feature ${i + 1}, then it works.`],
      basis: 'stated' as const,
      sources: [{ kind: 'file' as const, ref: 'brief.docx', locator: `paragraph ${i + 1}` }],
    })),
    milestones: [{ id: 'MS-1', text: 'Launch', date: 'Q2', basis: 'stated', sources: [] }],
    ...patch,
  };
}

/** A chat owned by a user or by a visitor, written as the app writes one. */
export async function chatOf(
  t: TestApp,
  owner: { userId: string } | { visitorId: string },
): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(chatSessions).values({
    id,
    title: 'Shift swapping for nurses',
    ...('userId' in owner ? { userId: owner.userId } : { visitorId: owner.visitorId }),
  });
  return id;
}

/** Stores versions as an answer's settle does (in a transaction). */
export async function storeVersion(
  t: TestApp,
  sessionId: string,
  model: Prd,
  more: Partial<NewVersion> = {},
) {
  return t.database.db.transaction((tx) =>
    saveVersion(tx, {
      sessionId,
      model,
      origin: 'draft',
      author: 'built-in',
      messageId: null,
      ...more,
    }),
  );
}

/** A new visitor id and its signed cookie, as the app sets it. */
export function visitor(t: TestApp) {
  const visitorId = randomBytes(16).toString('base64url');
  return { visitorId, cookie: `prd_visitor=${t.app.signCookie(visitorId)}` };
}
