import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';

type Variant = 'underline' | 'pills';

const lists: Record<Variant, string> = {
  underline: 'flex gap-0.5 overflow-x-auto sm:gap-1 border-b border-line [scrollbar-width:none]',
  pills: 'inline-flex gap-1 rounded-lg bg-surface-muted p-1',
};
const triggers: Record<Variant, string> = {
  underline:
    '-mb-px shrink-0 border-b-2 border-transparent px-2 py-2.5 sm:px-3 text-sm font-medium whitespace-nowrap text-ink-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-600',
  pills:
    'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-ink-muted hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
};

/** Accessible tabs (Radix): arrow keys move between triggers, panels are labelled by them. */
export const Tabs = RadixTabs.Root;

export function TabsList({
  variant = 'underline',
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof RadixTabs.List> & { variant?: Variant }) {
  return <RadixTabs.List className={`${lists[variant]} ${className}`} {...props} />;
}

export function TabsTrigger({
  variant = 'underline',
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof RadixTabs.Trigger> & { variant?: Variant }) {
  return (
    <RadixTabs.Trigger
      className={`cursor-pointer transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${triggers[variant]} ${className}`}
      {...props}
    />
  );
}

export function TabsContent({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={className} {...props} />;
}
