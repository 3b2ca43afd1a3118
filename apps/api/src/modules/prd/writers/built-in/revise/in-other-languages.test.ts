import { parseMarkdown, renderMarkdown } from '@prd/prd';
import { describe, expect, it } from 'vitest';
import { collectReply } from '../../collect-reply.js';
import { createOfflineWriter } from '../writer.js';
import { PrdDocument } from './document.js';

const base = { files: [], chunks: [], images: [], notes: [], history: [], now: new Date() };
const BRIEF = `Hausmeldung – Mängelmeldung für Mieter

Mieter melden Schäden in der Wohnung mit Foto über die App. Die Hausverwaltung muss jede Meldung innerhalb von 2 Werktagen bestätigen. Mieter sollen den Status ihrer Meldung sehen.

Nicht in v1: Zahlungen, Chat mit Handwerkern.`;

describe('revising a PRD written in German', () => {
  it('adds to the German sections instead of appending English ones', async () => {
    const writer = createOfflineWriter();
    const first = await collectReply(writer.reply({ ...base, message: BRIEF } as never));
    const previousPrd = renderMarkdown(first.model ?? parseMarkdown(first.text));
    const next = await collectReply(
      writer.reply({
        ...base,
        message: 'add a non-goal: no SMS notifications',
        previousPrd,
        previousVersion: 1,
      }),
    );
    expect(next.kind).toBe('prd');
    const headings = next.text.split('\n').filter((l) => /^## \d/.test(l));
    expect(headings).toHaveLength(13);
    expect(next.text).not.toMatch(/^## (?:\d+\. )?Non-goals/m);
    const nonGoals = next.text.slice(next.text.indexOf('## 3. Nicht-Ziele'));
    expect(nonGoals.slice(0, nonGoals.indexOf('## 4.'))).toMatch(/SMS/);
  });

  it('finds a section under its name in any language the renderer writes', () => {
    const doc = new PrdDocument('# X\n\n## 3. Hors périmètre\n\n- a\n\n## 4. Personas\n');
    expect(doc.section('Non-goals')).toEqual([3, 6]);
    expect(new PrdDocument('## 3. Non-goals extra\n').section('Non-goals')).toBeDefined();
    expect(new PrdDocument('## 3. Non-goalsX\n').section('Non-goals')).toBeUndefined();
  });
});
