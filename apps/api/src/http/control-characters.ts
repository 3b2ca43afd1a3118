import { hasForbiddenControl, messages } from '@prd/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, type FieldIssue } from '../platform/errors/app-error.js';

type Part = 'body' | 'query' | 'params';

/**
 * The path of the first string (value or key) holding a control character other than tab or a
 * new line, or undefined. Iterative (a deeply nested body cannot overflow the stack) and linear
 * in the size of the parsed value, which the body limit already bounds.
 */
export function findControlCharacter(value: unknown): (string | number)[] | undefined {
  // Each entry links to its parent, so a path is only built for the one bad string found.
  interface Node {
    value: unknown;
    key: string | number | undefined;
    parent: Node | undefined;
  }
  const pathOf = (node: Node | undefined, last?: string) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let n = node; n?.key !== undefined; n = n.parent) path.push(n.key);
    return path.reverse();
  };
  const stack: Node[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (hasForbiddenControl(v)) return pathOf(node);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: node });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (hasForbiddenControl(key)) return pathOf(node, key);
        stack.push({ value: item, key, parent: node });
      }
    }
  }
  return undefined;
}

/**
 * Every JSON body, query string and path parameter is refused with a 422 when a text in it holds
 * a control character (NUL above all: PostgreSQL cannot store it, and a failure after the work is
 * done must never be possible). Runs before schema validation and before any handler, so nothing
 * is reserved or written. Multipart fields are checked by the upload readers.
 */
export function registerControlCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts: [Part, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const path = findControlCharacter(value);
      if (!path) continue;
      const msg = messages.general.controlCharacters;
      const detail: FieldIssue[] = [{ loc: [part, ...path], msg, type: 'value_error' }];
      throw new AppError('VALIDATION', msg, { detail });
    }
  });
}
