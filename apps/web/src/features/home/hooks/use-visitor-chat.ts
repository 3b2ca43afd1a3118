import { messages } from '@prd/contract';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { fileKind } from '../../../components/chat/file-filter';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { AnswerHandlers, AnswerOutcome } from '../../../lib/answer-events';
import { followAnswer } from '../../../lib/follow-answer';
import { stopAnswer } from '../../../lib/stop-answer';
import { notify } from '../../../lib/toast';
import { createTokenBatcher } from '../../../lib/token-batcher';
import { uploadFilesStream } from '../../../lib/upload-stream';
import type { VisitorEntry } from '../components/visitor-messages';
import { visitorAnswerMemo } from './visitor-answer-memo';

let sequence = 0;
const key = (kind: string) => `visitor-${kind}-${(sequence += 1)}`;

type AiEntry = Extract<VisitorEntry, { role: 'ai' }>;
type HumanEntry = Extract<VisitorEntry, { role: 'human' }>;

const pendingAnswer = (answerKey: string): AiEntry => ({
  key: answerKey,
  role: 'ai',
  prdResult: '',
  documentPath: null,
  imageUrls: [],
  filenames: [],
  status: 'pending',
});

/** The answer a reloaded page was showing while it was written (see visitorAnswerMemo). */
function resumedAnswer() {
  const memo = visitorAnswerMemo.read();
  if (!memo) return null;
  const human: HumanEntry = {
    key: key('human'),
    role: 'human',
    text: memo.text,
    filenames: memo.filenames,
    imageUrls: [],
  };
  return { sessionId: memo.sessionId, human, answerKey: key('ai') };
}

/**
 * The landing chat of a visitor (spec section 4, anonymous chat): no token; the answer streams
 * in (Stop ends it, keeping what was written); the first reply's session is reused; the
 * server's free limit opens the limit popup. An answer still being written when the page is
 * reloaded is shown again and followed to its end.
 */
export function useVisitorChat() {
  const [resumed] = useState(resumedAnswer);
  const [entries, setEntries] = useState<VisitorEntry[]>(() =>
    resumed ? [resumed.human, pendingAnswer(resumed.answerKey)] : [],
  );
  const [sending, setSending] = useState(resumed !== null);
  const [limitReached, setLimitReached] = useState(false);
  /** The session whose answer streams in now (Stop needs it), and whether Stop was pressed. */
  const [live, setLive] = useState<{ sessionId: string; stopping: boolean } | null>(() =>
    resumed ? { sessionId: resumed.sessionId, stopping: false } : null,
  );
  const session = useRef<string | null>(resumed?.sessionId ?? null);
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const update = useCallback((answerKey: string, change: (entry: AiEntry) => AiEntry) => {
    setEntries((all) => all.map((e) => (e.key === answerKey && e.role === 'ai' ? change(e) : e)));
  }, []);

  /** The answer `answerKey` ended: written in full, or stopped with what was written. */
  const settle = useCallback(
    (answerKey: string, human: HumanEntry, outcome: AnswerOutcome) => {
      if (outcome.kind === 'stopped') {
        session.current ??= outcome.sessionId;
        const text = outcome.text.trim() ? outcome.text : messages.chat.answerStopped;
        update(answerKey, (e) => ({ ...e, prdResult: text, status: 'stopped' }));
        return;
      }
      const { data } = outcome.response;
      session.current ??= data.session_id;
      // The server's signed links replace the local previews of the pictures sent.
      const signed = data.image_urls ?? [];
      if (signed.length === human.imageUrls.length && signed.length > 0) {
        setEntries((all) =>
          all.map((e) => (e.key === human.key ? { ...e, imageUrls: signed } : e)),
        );
      }
      update(answerKey, (e) => ({
        ...e,
        prdResult: data.prd_result,
        documentPath: data.document_path,
        imageUrls: data.image_urls ?? [],
        filenames: data.filenames ?? [],
        status: 'complete',
      }));
    },
    [update],
  );

  /** The answer `answerKey` could not be written (or the free limit was reached). */
  const fail = useCallback(
    (answerKey: string, err: unknown) => {
      const message = errorMessage(err, messages.chat.uploadOrSendFailed);
      if (err instanceof ApiError && err.status === 429 && err.code === 'FREE_LIMIT_EXCEEDED') {
        setEntries((all) => all.filter((e) => e.key !== answerKey));
        setLimitReached(true);
      } else {
        update(answerKey, (e) => ({ ...e, prdResult: message, status: 'failed' }));
        notify.error(message);
      }
    },
    [update],
  );

  /** Streams an answer into `answerKey` until it ends (or `signal`: the page left it). */
  const stream = useCallback(
    (
      answerKey: string,
      human: HumanEntry,
      run: (handlers: AnswerHandlers) => Promise<AnswerOutcome>,
      signal?: AbortSignal,
    ): Promise<void> => {
      const tokens = createTokenBatcher((chunk) =>
        update(answerKey, (e) => ({
          ...e,
          prdResult: e.status === 'streaming' ? e.prdResult + chunk : chunk,
          status: 'streaming',
        })),
      );
      const handlers: AnswerHandlers = {
        onSession: (id) => {
          session.current ??= id;
          setLive({ sessionId: id, stopping: false });
          visitorAnswerMemo.save({ sessionId: id, text: human.text, filenames: human.filenames });
        },
        onToken: tokens.push,
        onReset: () => {
          tokens.cancel();
          update(answerKey, (e) => ({ ...e, prdResult: '', status: 'pending' }));
        },
      };
      return run(handlers)
        .then(
          (outcome) => {
            tokens.flush();
            if (!signal?.aborted) settle(answerKey, human, outcome);
          },
          (err: unknown) => {
            tokens.cancel();
            if (!signal?.aborted) fail(answerKey, err);
          },
        )
        .finally(() => {
          // Left by the page, not ended: the state is the next mount's, which follows it again.
          if (signal?.aborted) return;
          visitorAnswerMemo.clear();
          setLive(null);
          setSending(false);
        });
    },
    [update, settle, fail],
  );

  // A reloaded page: the answer that was being written is followed from its start.
  const resume = useEffectEvent((signal: AbortSignal) => {
    if (!resumed) return;
    void stream(
      resumed.answerKey,
      resumed.human,
      (handlers) =>
        followAnswer({
          ...handlers,
          sessionId: resumed.sessionId,
          auth: 'none',
          signal,
        }),
      signal,
    );
  });
  useEffect(() => {
    const controller = new AbortController();
    resume(controller.signal);
    return () => controller.abort();
  }, []);

  const run = useCallback(
    async (text: string, files: File[]) => {
      const imageUrls = files
        .filter((f) => fileKind(f) === 'image')
        .map((f) => URL.createObjectURL(f));
      previews.current.push(...imageUrls);
      const human: HumanEntry = {
        key: key('human'),
        role: 'human',
        text,
        filenames: files.filter((f) => fileKind(f) !== 'image').map((f) => f.name),
        imageUrls,
      };
      const answerKey = key('ai');
      setEntries((all) => [...all, human, pendingAnswer(answerKey)]);
      setSending(true);
      await stream(answerKey, human, (handlers) =>
        uploadFilesStream({ ...handlers, sessionId: session.current, text, files, auth: 'none' }),
      );
    },
    [stream],
  );

  const send = useCallback(
    (text: string, files: File[]): boolean => {
      if (!text && files.length === 0) {
        notify.error(messages.chat.emptySendAnonymous);
        return false;
      }
      void run(text, files);
      return true;
    },
    [run],
  );

  const liveSession = live?.sessionId;
  const stop = useCallback(() => {
    if (!liveSession) return;
    setLive((now) => (now ? { ...now, stopping: true } : now));
    stopAnswer(liveSession, 'none').catch((err: unknown) => {
      // 404: the answer ended meanwhile; its stream says how.
      if (err instanceof ApiError && err.status === 404) return;
      setLive((now) => (now ? { ...now, stopping: false } : now));
      notify.error(errorMessage(err, messages.general.errorOccurred));
    });
  }, [liveSession]);

  return {
    entries,
    sending,
    send,
    stop: liveSession ? stop : undefined,
    stopping: live?.stopping ?? false,
    limitReached,
    closeLimit: () => setLimitReached(false),
  };
}
