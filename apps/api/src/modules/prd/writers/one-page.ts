import { onePager, type Prd } from '@prd/prd';

/**
 * The one-page summary (@prd/prd `onePager`, the one short rendering) of what the PRD states:
 * the page shows no Stated / Assumption marks, so goals and metrics that are only assumed stay
 * in the full PRD, where they are marked.
 */
export function onePage(prd: Prd): string {
  const stated = <T extends { basis: string }>(items: T[]) =>
    items.filter((item) => item.basis !== 'assumed');
  return onePager({ ...prd, goals: stated(prd.goals), metrics: stated(prd.metrics) });
}
