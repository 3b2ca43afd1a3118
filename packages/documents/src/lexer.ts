import { Lexer, type Token } from 'marked';

/** Block tokens of GitHub-flavoured Markdown, with a fresh lexer each call (no shared state). */
export function lexMarkdown(markdown: string): Token[] {
  return new Lexer({ gfm: true, breaks: false }).lex(markdown.replace(/\r\n?/g, '\n'));
}
