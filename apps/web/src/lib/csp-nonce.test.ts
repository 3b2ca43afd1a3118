import { getNonce } from 'get-nonce';
import { describe, expect, it } from 'vitest';
import { applyCspNonce } from './csp-nonce';

const docWith = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('applyCspNonce', () => {
  it('hands the page nonce to get-nonce for injected styles', () => {
    const doc = docWith('<head><meta name="csp-nonce" content="abc123=="></head>');
    expect(applyCspNonce(doc)).toBe('abc123==');
    expect(getNonce()).toBe('abc123==');
  });

  it('ignores a page without one and the unreplaced placeholder', () => {
    expect(applyCspNonce(docWith('<head></head>'))).toBeNull();
    applyCspNonce(docWith('<head><meta name="csp-nonce" content="__CSP_NONCE__"></head>'));
    expect(getNonce()).not.toBe('__CSP_NONCE__');
  });
});
