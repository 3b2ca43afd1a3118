// Seeds the admin's history through the real API: 999 short chats (greetings, answered without
// a PRD) and one chat of 1,000 messages (500 PRD requests and revisions), the newest of all.

// All of these pass isGreeting (packages/documents/src/message-kind.ts), so each chat is a
// greeting and its canned reply: cheap to make, and a little variety in the sidebar's titles.
const GREETINGS = [
  'hi',
  'hello',
  'hey there',
  'good morning',
  'hello team',
  'hiya',
  'howdy',
  'good afternoon',
  'hey everyone',
  'greetings',
  'good evening',
  'hi all',
];

const REQUESTS = [
  'Write a PRD for a shared team calendar with reminders and offline sync.',
  'Add acceptance criteria to every functional requirement.',
  'Make the success metrics stricter and add a metric for adoption.',
  'Add a section about notifications and how members choose the channel.',
  'Split the requirements into Must, Should and Could.',
  'Explain how sync conflicts are resolved in more detail.',
  'Add risks around time zones and daylight saving changes.',
  'Shorten the summary to three sentences.',
  'Add user stories for guests without an account.',
  'Rewrite the open questions as decisions we still need to make.',
];

/** POST upload_files (plain JSON answer): the session id. */
async function send(base, token, text, sessionId) {
  const body = new FormData();
  body.append('user_input', text);
  const query = sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : '';
  const res = await fetch(`${base}/api/v1/prd_upload/upload_files${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const json = await res.json().catch(() => ({}));
  if (res.status !== 200 || !json.data?.session_id) {
    throw new Error(`seeding send failed: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  }
  return json.data.session_id;
}

/** Runs `task(i)` for i < count with at most `width` at a time. */
async function pool(count, width, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * Seeds `chats` − 1 greeting chats (4 in parallel) while the big chat's first sends run one
 * after another (they must: each revises the previous PRD); the big chat's last send comes
 * after all others so that it heads the history (newest activity first).
 */
export async function seed(base, token, { chats = 1000, bigChatSends = 500, onProgress } = {}) {
  let done = 0;
  const tick = () => {
    done += 1;
    if (done % 250 === 0) onProgress?.(done, chats - 1 + bigChatSends);
  };
  const requestText = (i) => `${REQUESTS[i % REQUESTS.length]} (round ${i + 1})`;

  let bigSession;
  const bigChat = async () => {
    for (let i = 0; i < bigChatSends - 1; i += 1) {
      bigSession = await send(base, token, requestText(i), bigSession);
      tick();
    }
  };
  const smallChats = () =>
    pool(chats - 1, 4, async (i) => {
      await send(base, token, GREETINGS[i % GREETINGS.length]);
      tick();
    });
  await Promise.all([bigChat(), smallChats()]);
  bigSession = await send(base, token, requestText(bigChatSends - 1), bigSession);
  tick();
  return { bigSession };
}
