import { displayText } from '@prd/documents';
import { decodeEntities, lexMarkdown } from '@prd/documents/markdown';
import type { Token, Tokens } from 'marked';
import { memo, useId, useMemo, type ReactNode } from 'react';

/**
 * Chat Markdown as React elements, never as HTML: the spec's display rules, then marked's GFM
 * tokens mapped to elements. Raw HTML shows as literal text, links go only to http(s)/mailto,
 * images become links (no remote image is ever loaded).
 */
export function Markdown({ text }: { text: string }) {
  const { tokens, defs } = useMemo(() => {
    const lexed: Token[] & { links?: Record<string, unknown> } = lexMarkdown(displayText(text));
    return { tokens: lexed, defs: JSON.stringify(lexed.links ?? {}) };
  }, [text]);
  return (
    <div className="min-w-0 space-y-3 leading-relaxed wrap-break-word">
      {tokens.map((token, n) => (
        <Block key={n} token={token} defs={defs} />
      ))}
    </div>
  );
}

/**
 * One top-level block. While an answer streams in only the last block changes, so a block whose
 * source (and the document's link definitions) is unchanged is not rendered again.
 */
const Block = memo(
  function Block({ token }: { token: Token; defs: string }) {
    return <>{block(token)}</>;
  },
  (a, b) => a.token.raw === b.token.raw && a.defs === b.defs,
);

const SAFE_HREF = /^(?:https?:|mailto:)/i;

/** An address that may be linked to, else undefined (javascript:, data:, relative paths...). */
function safeHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  const decoded = decodeEntities(href).trim();
  return SAFE_HREF.test(decoded) ? decoded : undefined;
}

const headingClass = [
  'text-xl font-bold',
  'text-lg font-semibold',
  'text-base font-semibold',
  'text-sm font-semibold',
  'text-sm font-semibold',
  'text-sm font-semibold opacity-80',
];

const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

function blocks(tokens: readonly Token[]): ReactNode[] {
  return tokens.map((token, n) => <BlockNode key={n} token={token} />);
}

function BlockNode({ token }: { token: Token }) {
  return <>{block(token)}</>;
}

function block(token: Token): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
    case 'checkbox':
      return null;
    case 'heading': {
      const heading = token as Tokens.Heading;
      const depth = Math.min(Math.max(heading.depth, 1), 6);
      const Tag = `h${depth}` as 'h1';
      return (
        <Tag className={`pt-1 leading-snug ${headingClass[depth - 1]}`}>
          {inline(heading.tokens)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p>{inline((token as Tokens.Paragraph).tokens)}</p>;
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : decodeEntities(text.text);
    }
    case 'code':
      return (
        <pre className="max-w-full overflow-x-auto rounded-lg border border-line bg-surface-muted p-3 font-mono text-xs leading-normal text-ink">
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'blockquote':
      return (
        <blockquote className="space-y-2 border-l-4 border-current/25 pl-3 opacity-85">
          {blocks((token as Tokens.Blockquote).tokens)}
        </blockquote>
      );
    case 'hr':
      return <hr className="border-line" />;
    case 'list':
      return <List list={token as Tokens.List} />;
    case 'table':
      return <Table table={token as Tokens.Table} />;
    case 'html':
      // Raw HTML is shown as the text it is, never interpreted.
      return <p className="whitespace-pre-wrap">{(token as Tokens.HTML).text.trimEnd()}</p>;
    default:
      if ('tokens' in token && Array.isArray(token.tokens)) {
        return <p>{inline(token.tokens)}</p>;
      }
      return 'text' in token && typeof token.text === 'string' ? (
        <p>{decodeEntities(token.text)}</p>
      ) : null;
  }
}

function List({ list }: { list: Tokens.List }) {
  const items = list.items.map((item, n) => <ListItem key={n} item={item} />);
  if (list.ordered) {
    const start = typeof list.start === 'number' ? list.start : undefined;
    return (
      <ol start={start === 1 ? undefined : start} className="list-decimal space-y-1 pl-6">
        {items}
      </ol>
    );
  }
  return <ul className="list-disc space-y-1 pl-6 [&_ul]:list-[circle]">{items}</ul>;
}

function ListItem({ item }: { item: Tokens.ListItem }) {
  const id = useId();
  if (!item.task) return <li className="space-y-1 pl-1">{blocks(item.tokens)}</li>;
  const [first, ...rest] = item.tokens;
  const firstIsText = first !== undefined && (first.type === 'text' || first.type === 'paragraph');
  return (
    <li className="list-none space-y-1">
      <div className="-ml-5 flex items-start gap-2">
        <input
          type="checkbox"
          checked={item.checked === true}
          disabled
          readOnly
          aria-labelledby={firstIsText ? id : undefined}
          className="mt-1 size-3.5 shrink-0 accent-brand-600"
        />
        {firstIsText && <div id={id}>{block(first)}</div>}
      </div>
      {blocks(firstIsText ? rest : item.tokens)}
    </li>
  );
}

function Table({ table }: { table: Tokens.Table }) {
  const cellClass = (align: Tokens.TableCell['align']) =>
    `border-b border-line px-3 py-2 align-top ${align ? alignClass[align] : 'text-left'}`;
  return (
    // Focusable so keyboard users can scroll a wide table inside the bubble.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the line above says
    <div tabIndex={0} className="max-w-full overflow-x-auto rounded-lg border border-line">
      <table className="min-w-full border-collapse text-sm">
        <thead className="bg-surface-muted text-ink">
          <tr>
            {table.header.map((cell, n) => (
              <th key={n} scope="col" className={`${cellClass(cell.align)} font-semibold`}>
                {inline(cell.tokens)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&>tr:last-child>td]:border-b-0">
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, n) => (
                <td key={n} className={cellClass(cell.align)}>
                  {inline(cell.tokens)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-indigo-300';

function inline(tokens: readonly Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((token, n) => <InlineNode key={n} token={token} />);
}

function InlineNode({ token }: { token: Token }): ReactNode {
  switch (token.type) {
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : decodeEntities(text.text);
    }
    case 'strong':
      return <strong className="font-semibold">{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <del>{inline((token as Tokens.Del).tokens)}</del>;
    case 'codespan':
      return (
        <code className="rounded bg-current/10 px-1 py-0.5 font-mono text-[0.85em]">
          {(token as Tokens.Codespan).text}
        </code>
      );
    case 'br':
      return <br />;
    case 'escape':
      return (token as Tokens.Escape).text;
    case 'html':
      // Inline raw HTML (<script>, <img onerror>...) is literal text.
      return (token as Tokens.Tag).text;
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeHref(link.href);
      const content = inline(link.tokens);
      if (!href) return content;
      return (
        <a
          href={href}
          title={link.title ? decodeEntities(link.title) : undefined}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          {content}
        </a>
      );
    }
    case 'image': {
      // Never load a remote image from a message: a safe address becomes a link.
      const image = token as Tokens.Image;
      const alt = decodeEntities(image.text);
      const href = safeHref(image.href);
      if (!href) return alt;
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {alt || href}
        </a>
      );
    }
    case 'checkbox':
      return null;
    default:
      if ('tokens' in token && Array.isArray(token.tokens)) return inline(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : null;
  }
}
