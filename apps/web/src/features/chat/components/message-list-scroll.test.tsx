import { messages } from '@prd/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { localEntry, type ChatEntry } from '../chat-entries';
import { MessageList } from './message-list';

// The scroll rules of the one chat (issue 13), with the layout jsdom lacks stood in for.

const history: ChatEntry[] = Array.from({ length: 6 }, (_, i) =>
  localEntry(`chat-${i}`, i % 2 ? 'ai' : 'human', { message: `Message ${i}` }),
);

function renderList(entries: ChatEntry[], sendCount: number, streaming = false) {
  const store = makeStore();
  const props = { onRetry: () => undefined, canRetry: () => false };
  const view = render(
    <Provider store={store}>
      <MessageList
        {...props}
        entries={entries}
        sendCount={sendCount}
        status={streaming ? 'streaming' : 'idle'}
      />
    </Provider>,
  );
  const rerender = (next: ChatEntry[], count: number, live = false) =>
    view.rerender(
      <Provider store={store}>
        <MessageList
          {...props}
          entries={next}
          sendCount={count}
          status={live ? 'streaming' : 'sending'}
        />
      </Provider>,
    );
  const scroller = screen.getByRole('region', { name: messages.chat.conversation })
    .parentElement as HTMLDivElement;
  return { rerender, scroller };
}

/** Gives the scroller a layout: 2,000 px of content in a 500 px window. */
function layOut(scroller: HTMLElement) {
  Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 500 });
  scroller.getBoundingClientRect = () => ({ top: 100 }) as DOMRect;
}

describe('MessageList scrolling', () => {
  it('a send brings your own message into view even when scrolled up', () => {
    const { rerender, scroller } = renderList(history, 0);
    layOut(scroller);
    scroller.scrollTop = 0; // the reader scrolled up to the top
    fireEvent.scroll(scroller);
    const sent = [
      ...history,
      localEntry('local-text-1', 'human', { message: 'Add a dark theme' }),
      localEntry('local-answer-1', 'ai', { status: 'pending' }),
    ];
    // Where the new message will be: 1,500 px below the scroller's top edge.
    const spy = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        if (this === scroller) return { top: 100 } as DOMRect;
        if (this.tagName === 'ARTICLE' && this.textContent?.includes('Add a dark theme'))
          return { top: 1600 } as DOMRect;
        return { top: 0 } as DOMRect;
      });
    try {
      rerender(sent, 1);
    } finally {
      spy.mockRestore();
    }
    // Its top, 16 px below the top of the view.
    expect(scroller.scrollTop).toBe(1500 - 16);
  });

  it('re-rendering with the same send count does not move the view', () => {
    const { rerender, scroller } = renderList(history, 3);
    layOut(scroller);
    scroller.scrollTop = 200;
    fireEvent.scroll(scroller);
    rerender([...history, localEntry('chat-9', 'ai', { message: 'More' })], 3, true);
    expect(scroller.scrollTop).toBe(200);
  });

  it('offers "Jump to latest" (one line) when the reader is not at the bottom', () => {
    const { scroller } = renderList(history, 0);
    expect(screen.queryByRole('button', { name: /Jump to latest/ })).toBeNull();
    layOut(scroller);
    scroller.scrollTop = 100;
    fireEvent.scroll(scroller);
    const jump = screen.getByRole('button', { name: /Jump to latest/ });
    expect(jump.className).toContain('whitespace-nowrap');
  });
});
