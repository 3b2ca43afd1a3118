import { randomUUID } from 'node:crypto';
import { messages } from '@prd/contract';
import type { Db } from '../../db/client.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Platform } from '../../platform/platform.js';
import { ownerOf, type Caller } from './caller.js';
import { createChatRepository, type StoredFileInput } from './chat.repository.js';
import { createGenerationRepository } from './generation.repository.js';
import type { PrdEngine } from './prd-engine.js';
import type { Accepted } from './send-kit.js';
import { NOTHING_RESERVED, type Quota, type Reservation } from './quota.js';
import { greetingReplyInfo } from './reply-info.js';
import { greetingResponse, type SendKit } from './send-kit.js';
import { createStoredFiles } from './stored-files.js';
import type { StagedFile } from './upload-reader.js';

interface SendInput {
  sessionId: string | undefined;
  text: string;
  files: StagedFile[];
  /** Files left out at upload (content not matching the type): the answer names them. */
  skipped?: string[];
  meta: RequestMeta;
}

/**
 * Reserves a send's PRD inside `tx`. With no upload left, a user's typed follow-up (no files,
 * in a chat that exists) may still be free, a question about the PRD or small talk (decision
 * 016): it is accepted with nothing reserved and the writer's plan decides; a PRD then needs
 * an upload or ends with the upgrade message (generation job). A new chat's first message is
 * a brief (only greetings are free there, answered before this): refused at once, as before.
 */
async function reserveSend(
  quota: Quota,
  tx: Db,
  caller: Caller,
  input: SendInput,
): Promise<Reservation> {
  try {
    return await quota.reserveWithin(tx, caller);
  } catch (err) {
    const followUp = caller.kind === 'user' && input.files.length === 0 && !!input.sessionId;
    if (followUp && err instanceof AppError && err.code === 'QUOTA_EXCEEDED')
      return NOTHING_RESERVED;
    throw err;
  }
}

/** A send: a message and files, admitted before its body is read, then accepted. */
export function createSend(
  deps: Pick<Platform, 'db' | 'files' | 'log'>,
  engine: Pick<PrdEngine, 'isGreeting' | 'greetingReply'>,
  kit: SendKit,
  quota: Quota,
) {
  const chats = createChatRepository(deps.db);
  const generations = createGenerationRepository(deps.db);
  const storedFiles = createStoredFiles(deps);
  const { throttleSend, generationRow, launch } = kit;

  async function greet(caller: Caller, input: SendInput, sessionId: string, isNew: boolean) {
    const reply = engine.greetingReply(input.text);
    await chats.recordSend({
      sessionId,
      isNewSession: isNew,
      owner: ownerOf(caller),
      human: [{ message: input.text, files: [] }],
      ai: { message: reply, status: 'complete', reply: greetingReplyInfo() },
    });
    return {
      kind: 'greeting' as const,
      sessionId,
      response: greetingResponse(caller, sessionId, reply),
    };
  }

  /**
   * What can be refused before the body is read, from the caller, the session id and the
   * body's declared size (`Infinity` when unknown): visitors' send rate per IP and per
   * visitor (429), someone else's session (404), and for a body larger than a greeting the
   * quota (402 / 429) and a visitor's storage cap. Read only apart from the rate counters.
   */
  async function admit(
    caller: Caller,
    sessionId: string | undefined,
    bodyBytes: number,
    meta: RequestMeta,
  ): Promise<void> {
    await throttleSend(caller, meta);
    if (sessionId && !(await chats.findOwnedSession(sessionId, ownerOf(caller)))) {
      throw new AppError('NOT_FOUND', messages.chat.sessionNotFound);
    }
    await quota.precheck(caller, bodyBytes);
  }

  /**
   * Accepts a send, in order: the session's owner (404), an empty send (422), a visitor's
   * storage (413 / 429); a greeting is answered at once. Otherwise the files go to the file
   * store, then ONE transaction reserves the PRD (402 / 429), records the messages with a
   * pending answer and the generation; then its stream is opened and its job queued.
   */
  async function accept(caller: Caller, input: SendInput): Promise<Accepted> {
    const owner = ownerOf(caller);
    if (input.sessionId && !(await chats.findOwnedSession(input.sessionId, owner))) {
      throw new AppError('NOT_FOUND', messages.chat.sessionNotFound);
    }
    if (!input.text && input.files.length === 0) {
      throw new AppError('VALIDATION', messages.chat.emptySend, {
        detail: [
          { loc: ['body', 'user_input'], msg: messages.chat.emptySend, type: 'value_error' },
        ],
      });
    }
    await quota.checkVisitorStore(
      caller,
      Buffer.byteLength(input.text) + input.files.reduce((sum, f) => sum + f.size, 0),
    );
    const isNew = !input.sessionId;
    const sessionId = input.sessionId ?? randomUUID();
    const skipped = input.skipped ?? [];
    if (input.files.length === 0 && skipped.length === 0 && engine.isGreeting(input.text)) {
      return greet(caller, input, sessionId, isNew);
    }
    // A user with no uploads left is refused before files are copied (the exact check is
    // the reservation below, which alone suffices when there is nothing to copy).
    if (input.files.length > 0) await quota.checkUse(caller);

    const stored = await storedFiles.store(sessionId, input.files);
    // The typed text first: the session's title (its first message) is then the person's words,
    // and the spec's "Uploaded file: [name]" entries follow it.
    const human: { message: string; files: StoredFileInput[] }[] = input.text
      ? [{ message: input.text, files: [] }]
      : [];
    for (const f of stored) human.push({ message: messages.chat.uploadedFile(f.name), files: [f] });
    const generationId = randomUUID();
    const record = (q: Db, reserved: Reservation) =>
      createChatRepository(q).recordSend(
        {
          sessionId,
          isNewSession: isNew,
          owner,
          human,
          ai: { message: messages.chat.generating, status: 'pending' },
        },
        (ids) =>
          generations.insertQuery(
            generationRow(caller, {
              id: generationId,
              sessionId,
              answerId: ids.answerId,
              firstMessageId: ids.firstId,
              text: input.text,
              skipped,
              reserved,
              meta: input.meta,
            }),
          ),
      );
    try {
      // The messages and the generation are one statement: with nothing to reserve (admins)
      // that is atomic on its own, and one round trip before the first token.
      if (caller.kind === 'admin') await record(deps.db, NOTHING_RESERVED);
      else {
        await deps.db.transaction(async (tx) =>
          record(tx, await reserveSend(quota, tx, caller, input)),
        );
      }
    } catch (err) {
      // Nothing refers to the stored files: take them away again.
      await storedFiles.removeAll(stored.map((f) => f.storeKey));
      throw err;
    }
    await launch(generationId, sessionId, isNew && stored.length === 0);
    return { kind: 'generation', sessionId, generationId };
  }

  return { admit, accept };
}
