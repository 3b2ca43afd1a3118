import { messages } from '@prd/contract';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** The visitor's free limit is used up: sign up or log in (or close). Loaded only when it opens. */
export function LimitPopup({
  onLogin,
  onSignUp,
  onClose,
}: {
  onLogin: () => void;
  onSignUp: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={messages.visitorChat.limitTitle}
      description={messages.chat.freeLimitExceeded}
      size="sm"
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {messages.visitorChat.close}
        </Button>
        <Button variant="secondary" onClick={onLogin}>
          {messages.visitorChat.login}
        </Button>
        <Button onClick={onSignUp}>{messages.visitorChat.signUp}</Button>
      </div>
    </Modal>
  );
}
