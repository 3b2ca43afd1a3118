import { messages } from '@prd/contract';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useGetUserQuery } from '../../lib/queries/user';
import { tokenStorage } from '../../lib/token-storage';
import { ConnectTab } from './components/connect-tab';
import { EditAccountModal, type EditSection } from './components/edit-account-modal';
import { PaymentsTab } from './components/payments-tab';
import { ProfileTab } from './components/profile-tab';
import { SessionExpiredOverlay } from './components/session-expired-overlay';
import { SubscriptionTab } from './components/subscription-tab';
import { type DashboardTab, type MainTab, parseTab } from './dashboard-tabs';
import { useSessionExpiry } from './hooks/use-session-expiry';

const t = messages.dashboard;
const labels: Record<MainTab, string> = {
  profile: t.tabProfile,
  payments: t.tabPayments,
  subscription: t.tabSubscription,
  connecting: t.tabConnecting,
};

/** Settings / profile dashboard at /settings/profiledash; the tab lives in `?tab=`. */
export function DashboardPage() {
  // Read once: when the session dies on this page the overlay, not this check, takes over.
  const [signedIn] = useState(tokenStorage.isLoggedIn);
  const expired = useSessionExpiry();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const { data: user } = useGetUserQuery(undefined, { skip: !signedIn });

  if (!signedIn) return <Navigate to="/" replace />;

  const go = (next: DashboardTab) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'profile') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  const editing: EditSection | null = tab === 'editProfile' || tab === 'editPassword' ? tab : null;
  const main: MainTab = editing ? 'profile' : (tab as MainTab);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-8 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t.subtitle}</p>
      </header>
      <Tabs value={main} onValueChange={(value) => go(value as MainTab)}>
        <TabsList aria-label={t.tabs} className="mb-6">
          {(Object.keys(labels) as MainTab[]).map((key) => (
            <TabsTrigger key={key} value={key}>
              {labels[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab onEdit={() => go('editProfile')} />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsTab />
        </TabsContent>
        <TabsContent value="subscription">
          <SubscriptionTab />
        </TabsContent>
        <TabsContent value="connecting">
          <ConnectTab />
        </TabsContent>
      </Tabs>
      <EditAccountModal
        user={user}
        section={editing}
        onSectionChange={go}
        onClose={() => go('profile')}
      />
      {expired && <SessionExpiredOverlay deleted={expired === 'deleted'} />}
    </div>
  );
}
