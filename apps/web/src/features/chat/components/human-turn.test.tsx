import { messages } from '@prd/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localEntry } from '../chat-entries';
import { HumanTurn } from './human-turn';

/** A send's picture entry as the server lists it, with a link signed as `sig`. */
function pictureEntry(sig: string) {
  const url = `/api/v1/files/chat/s-1/p.png?exp=1&sig=${sig}&name=plan.png`;
  return localEntry('chat-2', 'human', {
    message: 'Uploaded file: [plan.png]',
    chatId: 2,
    imageUrls: [url],
    files: [{ name: 'plan.png', url }],
  });
}

const thumbnail = () => screen.queryByRole('img', { name: messages.chat.imageAlt('plan.png') });

describe('HumanTurn: pictures across re-signed links', () => {
  it('keeps the same picture when its link is signed again (each reading of the chat signs)', () => {
    const text = localEntry('chat-1', 'human', { message: 'Plan it', chatId: 1 });
    const { rerender } = render(<HumanTurn text={text} files={[pictureEntry('first')]} />);
    const before = thumbnail();
    expect(before).toHaveAttribute('src', expect.stringContaining('sig=first'));

    rerender(<HumanTurn text={text} files={[pictureEntry('second')]} />);
    // The same element, its link updated: nothing is drawn again or taken out of the page.
    expect(thumbnail()).toBe(before);
    expect(before).toHaveAttribute('src', expect.stringContaining('sig=second'));
  });

  it('shows a picture whose link failed as a chip, and the picture again with a fresh link', () => {
    const { rerender } = render(<HumanTurn text={null} files={[pictureEntry('old')]} />);
    fireEvent.error(thumbnail()!);
    expect(thumbnail()).toBeNull();
    expect(screen.getByText('plan.png')).toBeVisible();

    rerender(<HumanTurn text={null} files={[pictureEntry('fresh')]} />);
    expect(thumbnail()).toHaveAttribute('src', expect.stringContaining('sig=fresh'));
  });
});
