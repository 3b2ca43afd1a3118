import { messages, type User } from '@prd/contract';
import { Modal } from '../../../components/ui/modal';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { EditPasswordForm } from './edit-password-form';
import { EditProfileForm } from './edit-profile-form';

export type EditSection = 'editProfile' | 'editPassword';
const t = messages.dashboard;

/** Edit Account: Edit Profile (with Upload Picture) and Edit Password (spec section 2). */
export function EditAccountModal({
  user,
  section,
  onSectionChange,
  onClose,
}: {
  user: User | undefined;
  section: EditSection | null;
  onSectionChange: (section: EditSection) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={section !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.editAccount}
    >
      <Tabs
        value={section ?? 'editProfile'}
        onValueChange={(value) => onSectionChange(value as EditSection)}
      >
        <TabsList variant="pills" aria-label={t.editAccountSections} className="mb-5 w-full">
          <TabsTrigger variant="pills" value="editProfile" className="flex-1">
            {t.editProfile}
          </TabsTrigger>
          <TabsTrigger variant="pills" value="editPassword" className="flex-1">
            {t.editPassword}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="editProfile">
          {user && <EditProfileForm user={user} onSaved={onClose} />}
        </TabsContent>
        <TabsContent value="editPassword">
          <EditPasswordForm onSaved={onClose} />
        </TabsContent>
      </Tabs>
    </Modal>
  );
}
