import type * as Lexer from '@prd/documents/markdown';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyMarkdown, preloadMarkdown } from './lazy-markdown';
import { Markdown } from './markdown';

const lexer = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@prd/documents/markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof Lexer>();
  return {
    ...actual,
    lexMarkdown: (markdown: string) => {
      lexer.calls += 1;
      return actual.lexMarkdown(markdown);
    },
  };
});

const PRD = `# Product Requirements

## 1. Overview

This is **very important** and *subtle* and ~~gone~~ with \`inline code\`.
Line one  
line two

1. First
2. Second
   - Nested point

- [x] Done task
- [ ] Open task

| Feature | Priority |
|:--|--:|
| Login | **High** |

\`\`\`ts
const answer = '<b>42</b>';
\`\`\`

> A quoted note

---

[Docs](https://example.com/docs) and mail [us](mailto:team@example.com)`;

function view(text: string) {
  return render(<Markdown text={text} />);
}

describe('Markdown', () => {
  it('renders headings, emphasis, lists, tables, code, quotes and rules', () => {
    const { container } = view(PRD);
    expect(screen.getByRole('heading', { level: 1, name: 'Product Requirements' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '1. Overview' })).toBeVisible();
    expect(container.querySelector('strong')).toHaveTextContent('very important');
    expect(container.querySelector('em')).toHaveTextContent('subtle');
    expect(container.querySelector('del')).toHaveTextContent('gone');
    expect(container.querySelector('p code')).toHaveTextContent('inline code');
    expect(container.querySelector('br')).not.toBeNull();

    const ordered = container.querySelector('ol');
    expect(ordered).not.toBeNull();
    expect(
      within(ordered!)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['First', 'Second', 'Nested point']);
    expect(ordered!.querySelector('li ul li')).toHaveTextContent('Nested point');

    const done = screen.getByRole('checkbox', { name: 'Done task' });
    expect(done).toBeChecked();
    expect(done).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Open task' })).not.toBeChecked();

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Feature', 'Priority']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual(['Login', 'High']);
    expect(cells[1]).toHaveClass('text-right');
    expect(cells[1]!.querySelector('strong')).toHaveTextContent('High');
    expect(table.parentElement).toHaveClass('overflow-x-auto');

    expect(container.querySelector('pre > code')).toHaveTextContent("const answer = '<b>42</b>';");
    expect(container.querySelector('blockquote')).toHaveTextContent('A quoted note');
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('opens safe links in a new tab without an opener', () => {
    view(PRD);
    const docs = screen.getByRole('link', { name: 'Docs' });
    expect(docs).toHaveAttribute('href', 'https://example.com/docs');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute(
      'href',
      'mailto:team@example.com',
    );
  });

  it('shows raw HTML as literal text and never creates its elements', () => {
    const { container } = view(
      'Hello <script>alert(1)</script> and <img src=x onerror=alert(2)> end\n\n<div onclick="alert(3)">block</div>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(container.querySelector('script, img, iframe, [onclick], [onerror]')).toBeNull();
    expect(container).toHaveTextContent('Hello <script>alert(1)</script> and');
    expect(container).toHaveTextContent('<img src=x onerror=alert(2)> end');
    expect(container).toHaveTextContent('<div onclick="alert(3)">block</div>');
    expect(container).toHaveTextContent('<iframe src="https://evil.example"></iframe>');
  });

  it('does not link unsafe addresses and never loads images', () => {
    const { container } = view(
      '[click me](javascript:alert(1)) [data](data:text/html,hi) [rel](/settings) ![diagram](https://cdn.example.com/d.png) ![bad](javascript:x)',
    );
    expect(screen.queryByRole('link', { name: 'click me' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'data' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'rel' })).toBeNull();
    expect(container).toHaveTextContent('click me data rel diagram bad');
    expect(container.querySelector('[href^="javascript"], [href^="data"]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'diagram' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/d.png',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('applies the display rules: bold section numbers become emphasis, file names unwrap', () => {
    const { container } = view('**1.1** Scope of [report.pdf]');
    expect(container.querySelector('em')).toHaveTextContent(/^1\.1$/);
    expect(container.querySelector('strong')).toBeNull();
    expect(container).toHaveTextContent('1.1 Scope of report.pdf');
    expect(container).not.toHaveTextContent('[report.pdf]');
  });

  it('decodes entities in text but keeps code literal', () => {
    const { container } = view('AT&amp;T &copy; 2025 `a &amp; b`');
    expect(container).toHaveTextContent('AT&T © 2025 a &amp; b');
  });

  it('lexes once per new text, not on re-renders with the same text', () => {
    const { rerender } = view('# Streaming');
    const first = lexer.calls;
    rerender(<Markdown text="# Streaming" />);
    expect(lexer.calls).toBe(first);
    rerender(<Markdown text={'# Streaming\n\nMore words arrive'} />);
    expect(lexer.calls).toBe(first + 1);
    expect(screen.getByText('More words arrive')).toBeVisible();
  });
});

describe('LazyMarkdown', () => {
  it('shows plain text first, then the rendered Markdown', async () => {
    const { container } = render(<LazyMarkdown text={'# Title\n\n**bold**'} />);
    expect(container.querySelector('p.whitespace-pre-wrap')?.textContent).toBe(
      '# Title\n\n**bold**',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Title' })).toBeVisible();
    expect(container.querySelector('strong')).toHaveTextContent('bold');
  });

  it('preloads the renderer', async () => {
    await expect(preloadMarkdown()).resolves.toHaveProperty('Markdown');
  });
});
