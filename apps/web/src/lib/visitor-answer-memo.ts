/**
 * The visitor's answer being written, kept for this tab (sessionStorage): a reloaded page shows
 * the message again and follows the answer's stream. A visitor has no chat history to read it
 * from; the server knows the visitor by the cookie.
 */
export interface VisitorAnswerMemo {
  sessionId: string;
  text: string;
  filenames: string[];
}

const KEY = 'prd_visitor_answer';

export const visitorAnswerMemo = {
  save(memo: VisitorAnswerMemo) {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(memo));
    } catch {
      // Storage full or blocked: a reload then starts afresh, as before.
    }
  },
  read(): VisitorAnswerMemo | null {
    try {
      const memo = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as VisitorAnswerMemo | null;
      return memo && typeof memo.sessionId === 'string' && Array.isArray(memo.filenames)
        ? memo
        : null;
    } catch {
      return null;
    }
  },
  clear() {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // see save
    }
  },
};
