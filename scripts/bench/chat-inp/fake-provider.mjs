// A local OpenAI-compatible `/v1/chat/completions` server that streams a realistic PRD as many
// small `chat.completion.chunk` deltas. The pause between deltas is switchable at runtime:
// none while seeding (fast), ~15 ms while measuring how the browser paints streamed tokens.
import { createServer } from 'node:http';
import { completionBody, completionEvents } from '../lib/openai-wire.mjs';
import { item, prdJson, ROUTE } from '../../lib/prd-json.mjs';

/**
 * ~3.5 KB of Markdown with headings, lists, a table and bold text. Written so that its letters
 * and digits are exactly the letters and digits the chat shows once rendered (no ordered-list
 * numbers, links, entities or bracketed file names, which the renderer drops or rewrites):
 * the page probe counts them to tell when a streamed token is on screen.
 */
const REQUIREMENTS = [
  'Users create a shared team calendar with a name, a colour and a time zone.',
  'Members see each event with its title, time, place and the people invited.',
  'Owners invite members by email; an invitation expires after seven days.',
  'Everyone gets a reminder fifteen minutes before an event, by push or email.',
  'Events repeat daily, weekly or monthly, with exceptions for single dates.',
  'The calendar works offline and syncs changes when the connection returns.',
  'Conflicting edits keep both versions and ask the last editor to choose.',
  'Search finds events by title, place or person within half a second.',
];

export function prdText(revision) {
  const requirements = REQUIREMENTS;
  return [
    `# Team Calendar PRD (revision ${revision})`,
    '',
    '> Status: **Draft** · Owner: Product · Audience: engineering, design and support',
    '',
    '## Summary',
    '',
    'A **shared calendar** for small teams that plan work together. It replaces the',
    'spreadsheet most teams keep today and the reminders they send by hand. The first release',
    'covers planning, invitations and reminders on the web and on phones.',
    '',
    '## Problem',
    '',
    '- Teams lose track of who attends which meeting and where it takes place.',
    '- Reminders are sent by hand, late, or not at all.',
    '- Changes made on a phone without signal are lost or overwrite newer edits.',
    '',
    '## Goals',
    '',
    '- **Fewer missed meetings:** every invited member gets a timely reminder.',
    '- **One source of truth:** the calendar replaces the shared spreadsheet.',
    '- **Works anywhere:** offline edits are kept and synced without data loss.',
    '',
    '## Functional requirements',
    '',
    ...requirements.map((text, i) => `- **FR-${i + 1}** (${i < 5 ? 'Must' : 'Should'}): ${text}`),
    '',
    '## Non-functional requirements',
    '',
    '- **Performance:** the calendar of a month opens within one second on a mid-range phone.',
    '- **Availability:** monthly uptime of at least 99.9 percent for the sync service.',
    '- **Privacy:** event details are visible only to members of the calendar.',
    '- **Accessibility:** every screen meets WCAG 2.2 AA, including keyboard use.',
    '',
    '## Success metrics',
    '',
    '| Metric | Today | Target | Measured by |',
    '| --- | --- | --- | --- |',
    '| Missed meetings per member and month | 3.1 | under 1 | Survey and attendance log |',
    '| Teams still using a spreadsheet | 78 percent | under 20 percent | Quarterly survey |',
    '| Offline edits lost | unknown | zero | Sync error reports |',
    '| Weekly active members | none | 60 percent of invited | Product analytics |',
    '',
    '## User stories',
    '',
    '- As a **team lead**, I plan the week in one place so that nobody double-books a room.',
    '- As a **member**, I get a reminder on my phone so that I arrive on time.',
    '- As a **traveller**, I edit events on a plane and trust that nothing is lost.',
    '',
    '## Risks and mitigations',
    '',
    '- **Sync conflicts** confuse people: show both versions side by side and explain why.',
    '- **Notification fatigue**: let members choose the channel and the lead time.',
    '- **Time zones**: store every time in UTC and show it in the viewer’s own zone.',
    '',
    '## Out of scope',
    '',
    '- Video calls and chat inside the calendar; teams keep the tools they already use.',
    '- Resource booking for rooms and equipment beyond a free-text place field.',
    '- Billing, plans and seats; the first release is free for teams of up to twenty.',
    '',
    '## Open questions',
    '',
    '- Do we support external guests without an account in the first release?',
    '- Which calendar formats must the import accept besides ICS?',
  ].join('\n');
}

/**
 * The same PRD as the JSON the PRD pipeline's structured calls ask for (the server renders it;
 * no numbered user flow, whose numbers the chat's renderer would not show as text). The routing
 * call is answered with a draft.
 */
export function structuredText(schemaName, revision) {
  if (schemaName === 'route') return JSON.stringify(ROUTE);
  const json = prdJson({
    title: `Team Calendar revision ${revision}`,
    tldr: 'A shared calendar for small teams that plan work together, replacing the spreadsheet most teams keep today.',
    statements: REQUIREMENTS,
    sources: [item('The typed brief')],
  });
  json.goals = [
    item('Fewer missed meetings: every invited member gets a timely reminder'),
    item('One source of truth: the calendar replaces the shared spreadsheet'),
  ];
  json.nfrs = [
    item('The calendar of a month opens within one second on a mid-range phone'),
    item('Event details are visible only to members of the calendar'),
  ];
  json.risks = [item('Sync conflicts confuse people: show both versions side by side')];
  json.nonGoals = [item('Video calls and chat inside the calendar')];
  return JSON.stringify(json, null, 1);
}

/** Small deltas, like a real model's: a word with its surrounding spaces, long words split. */
export function tokensOf(text) {
  return (text.match(/\s*\S+\s*/g) ?? []).flatMap((word) => word.match(/[\s\S]{1,6}/g) ?? []);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the fake provider. `delayMs` (read at every delta) is the pause between streamed
 * deltas. Returns { url, setDelay, requests, close }.
 */
export async function startFakeProvider() {
  let delayMs = 0;
  let requests = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => void answer(JSON.parse(body || '{}'), res));
  });

  async function answer(request, res) {
    requests += 1;
    const schema = request.response_format?.json_schema?.name;
    const prd = schema ? structuredText(schema, requests) : prdText(requests);
    const wire = { id: `chatcmpl-bench-${requests}`, model: request.model };
    const tokens = tokensOf(prd);
    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completionBody({ ...wire, content: prd, tokens: tokens.length }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const parts = completionEvents({ ...wire, tokens });
    if (delayMs === 0) {
      // Seeding: all at once, so 500 PRDs take seconds, not minutes.
      res.end(parts.join(''));
      return;
    }
    for (const part of parts) {
      if (res.destroyed) return;
      res.write(part);
      await sleep(delayMs);
    }
    res.end();
  }

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    setDelay: (ms) => {
      delayMs = ms;
    },
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
