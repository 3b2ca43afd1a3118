import { messages } from '@prd/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fileKind } from '../../../components/chat/file-filter';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { createTokenBatcher } from '../../../lib/token-batcher';
import { uploadFilesStream } from '../../../lib/upload-stream';
import type { VisitorEntry } from '../components/visitor-messages';

let sequence = 0;
const key = (kind: string) => `visitor-${kind}-${(sequence += 1)}`;

type AiEntry = Extract<VisitorEntry, { role: 'ai' }>;

/**
 * The landing chat of a visitor (spec section 4, anonymous chat): no token; the answer streams
 * in; the first reply's session is reused; the server's free limit opens the limit popup.
 */
export function useVisitorChat() {
  const [entries, setEntries] = useState<VisitorEntry[]>([]);
  const [sending, setSending] = useState(false);
  const [limitReached, setLimitReached] = useState(false);
  const session = useRef<string | null>(null);
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

  const run = useCallback(
    async (text: string, files: File[]) => {
      const imageUrls = files
        .filter((f) => fileKind(f) === 'image')
        .map((f) => URL.createObjectURL(f));
      previews.current.push(...imageUrls);
      const human: VisitorEntry = {
        key: key('human'),
        role: 'human',
        text,
        filenames: files.filter((f) => fileKind(f) !== 'image').map((f) => f.name),
        imageUrls,
      };
      const answerKey = key('ai');
      const answer: AiEntry = {
        key: answerKey,
        role: 'ai',
        prdResult: '',
        documentPath: null,
        imageUrls: [],
        filenames: [],
        status: 'pending',
      };
      setEntries((all) => [...all, human, answer]);
      setSending(true);
      const tokens = createTokenBatcher((chunk) =>
        update(answerKey, (e) => ({
          ...e,
          prdResult: e.status === 'streaming' ? e.prdResult + chunk : chunk,
          status: 'streaming',
        })),
      );
      try {
        const { data } = await uploadFilesStream({
          sessionId: session.current,
          text,
          files,
          auth: 'none',
          onToken: tokens.push,
        });
        tokens.flush();
        session.current ??= data.session_id;
        // The server's signed links replace the local previews of the pictures sent.
        const signed = data.image_urls ?? [];
        if (signed.length === imageUrls.length && signed.length > 0) {
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
      } catch (err) {
        tokens.cancel();
        const message = errorMessage(err, messages.chat.uploadOrSendFailed);
        if (err instanceof ApiError && err.status === 429 && err.code === 'FREE_LIMIT_EXCEEDED') {
          setEntries((all) => all.filter((e) => e.key !== answerKey));
          setLimitReached(true);
        } else {
          update(answerKey, (e) => ({ ...e, prdResult: message, status: 'failed' }));
          notify.error(message);
        }
      } finally {
        setSending(false);
      }
    },
    [update],
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

  return { entries, sending, send, limitReached, closeLimit: () => setLimitReached(false) };
}
