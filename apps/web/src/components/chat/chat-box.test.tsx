import { messages } from '@prd/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatBox, type ChatBoxProps } from './chat-box';

function renderBox(props: Partial<ChatBoxProps> = {}) {
  const handlers = {
    onSend: vi.fn<ChatBoxProps['onSend']>(() => true),
    onFilesRejected: vi.fn(),
    onEmpty: vi.fn(),
  };
  render(
    <ChatBox
      label={messages.chatBox.messageLabel}
      placeholder={messages.chat.inputPlaceholder}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}
const box = () => screen.getByLabelText(messages.chatBox.messageLabel);
const pdf = () => new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' });
const png = () => new File(['png'], 'screen.png', { type: 'image/png' });

describe('ChatBox', () => {
  it('has the spec placeholder and the 40–200 px text box', () => {
    renderBox();
    expect(box()).toHaveAttribute('placeholder', 'Type your message...');
    expect(box()).toHaveStyle({ minHeight: '40px', maxHeight: '200px' });
  });

  it('sends the trimmed text and files on Enter and clears itself; Shift+Enter breaks the line', async () => {
    const user = userEvent.setup();
    const h = renderBox();
    await user.upload(screen.getByTestId('chat-file-input'), [pdf()]);
    await user.type(box(), '  Build a PRD{Shift>}{Enter}{/Shift}now  ');
    expect(box()).toHaveValue('  Build a PRD\nnow  ');
    await user.type(box(), '{Enter}');
    expect(h.onSend).toHaveBeenCalledTimes(1);
    const [text, files] = h.onSend.mock.calls[0]!;
    expect(text).toBe('Build a PRD\nnow');
    expect(files.map((f) => f.name)).toEqual(['brief.pdf']);
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('list', { name: messages.chatBox.attachedFiles })).toBeNull();
  });

  it('keeps the text and files when the send is refused', async () => {
    const user = userEvent.setup();
    renderBox({ onSend: () => false });
    await user.type(box(), 'Keep me{Enter}');
    expect(box()).toHaveValue('Keep me');
  });

  it('reports an empty send instead of sending', async () => {
    const user = userEvent.setup();
    const h = renderBox();
    await user.type(box(), '   ');
    await user.click(screen.getByRole('button', { name: messages.chatBox.send }));
    expect(h.onEmpty).toHaveBeenCalledTimes(1);
    expect(h.onSend).not.toHaveBeenCalled();
  });

  it('drops disallowed files, names them, and keeps the allowed ones as removable chips', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const h = renderBox();
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    await user.upload(screen.getByTestId('chat-file-input'), [pdf(), exe, png()]);
    expect(h.onFilesRejected).toHaveBeenCalledWith(['setup.exe']);
    const chips = screen.getByRole('list', { name: messages.chatBox.attachedFiles });
    expect(chips).toHaveTextContent('brief.pdf');
    expect(chips).toHaveTextContent('screen.png');
    expect(chips).not.toHaveTextContent('setup.exe');
    // An image gets a thumbnail; a document an icon.
    expect(chips.querySelectorAll('img')).toHaveLength(1);
    await user.click(
      screen.getByRole('button', { name: messages.chatBox.removeFile('brief.pdf') }),
    );
    expect(chips).not.toHaveTextContent('brief.pdf');
  });

  it('reads "Sending..." and refuses to send while busy', async () => {
    const user = userEvent.setup();
    const h = renderBox({ busy: true });
    const send = screen.getByRole('button', { name: messages.chatBox.sending });
    expect(send).toBeDisabled();
    expect(send).toHaveTextContent('Sending...');
    await user.type(box(), 'x{Enter}');
    expect(h.onSend).not.toHaveBeenCalled();
  });

  it('is disabled with the reason as a tooltip (no uploads left)', async () => {
    const user = userEvent.setup();
    const h = renderBox({ disabledReason: messages.chat.upgradePlan });
    expect(screen.getByRole('button', { name: messages.chatBox.send })).toBeDisabled();
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip).toHaveTextContent('Please upgrade your plan to continue using this feature');
    expect(tip.parentElement).toHaveAttribute('aria-describedby', tip.id);
    await user.type(box(), 'x{Enter}');
    expect(h.onSend).not.toHaveBeenCalled();
  });

  it('typing re-renders only the box, not its parent', async () => {
    const user = userEvent.setup();
    let parentRenders = 0;
    function Parent() {
      const [, force] = useState(0);
      parentRenders += 1;
      return (
        <ChatBox
          label="Message"
          placeholder="p"
          onSend={() => force((n) => n + 1)}
          onFilesRejected={() => {}}
          onEmpty={() => {}}
        />
      );
    }
    render(<Parent />);
    const before = parentRenders;
    await user.type(screen.getByLabelText('Message'), 'many characters typed');
    expect(parentRenders).toBe(before);
  });
});
