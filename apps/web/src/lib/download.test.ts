import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from './download';

const original = {
  createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const [name, descriptor] of Object.entries(original)) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
});

describe('saveBlob', () => {
  it('clicks a temporary download link, then revokes the object URL', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:http://localhost/file-1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    const blob = new Blob(['hello'], { type: 'text/plain' });
    saveBlob(blob, 'Document.txt');

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: 'blob:http://localhost/file-1', download: 'Document.txt', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/file-1');
  });
});
