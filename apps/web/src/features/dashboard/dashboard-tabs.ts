/** Dashboard tab states of spec section 4; the edit ones open the Edit Account modal. */
export const mainTabs = ['profile', 'payments', 'subscription', 'connecting'] as const;
export type MainTab = (typeof mainTabs)[number];
export type DashboardTab = MainTab | 'editProfile' | 'editPassword';

/** The `?tab=` value as a state; anything unknown is the profile tab. */
export function parseTab(value: string | null): DashboardTab {
  if (value === 'editProfile' || value === 'editPassword') return value;
  return mainTabs.find((t) => t === value) ?? 'profile';
}
