import { messages } from '@prd/contract';
import { useEffect, useRef, useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { RailTooltip } from '../../components/ui/rail-tooltip';
import { useGetUserQuery } from '../../lib/queries/user';
import { AccountPanel } from './components/account-panel';
import { Avatar } from '../../components/ui/avatar';
import { DeleteRequestDialogs } from './components/delete-request-dialogs';
import { HelpPanel } from './components/help-panel';
import { ChevronUpDownIcon } from './components/icons';
import { useLogout } from './hooks/use-logout';

type View = 'account' | 'help';

/**
 * The signed-in account menu; its own chunk, so visitors never download it. `compact`: the
 * collapsed sidebar's avatar alone, named by the person's name, with a tooltip.
 */
export default function SignedInMenu({ compact = false }: { compact?: boolean }) {
  const { data: user, isLoading } = useGetUserQuery();
  const { logout, pending } = useLogout();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('account');
  const [deleteOpen, setDeleteOpen] = useState(false);
  const helpRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const lastView = useRef<View>('account');

  // Switching panels unmounts the focused row: keep keyboard focus in the popover.
  useEffect(() => {
    if (!open || view === lastView.current) return;
    lastView.current = view;
    (view === 'help' ? backRef : helpRef).current?.focus();
  }, [open, view]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setView('account');
      lastView.current = 'account';
    }
  };
  const close = () => onOpenChange(false);

  const name = user?.name ?? '';
  const planName = user?.plan_name?.trim() || messages.plans.defaultPlanName;

  return (
    <>
      <Popover open={open} onOpenChange={onOpenChange}>
        {compact ? (
          <RailTooltip label={name || messages.accountMenu.open}>
            <PopoverTrigger asChild>
              <button
                type="button"
                aria-label={name || messages.accountMenu.open}
                className="rounded-full p-1 transition-colors hover:bg-surface-muted data-[state=open]:bg-surface-muted"
              >
                {isLoading ? (
                  <span className="block size-9 animate-pulse rounded-full bg-surface-muted" />
                ) : (
                  <Avatar name={name || (user?.email ?? '')} picture={user?.profile_picture} />
                )}
              </button>
            </PopoverTrigger>
          </RailTooltip>
        ) : (
          <PopoverTrigger asChild>
            <button
              type="button"
              className="group flex w-full items-center gap-3 rounded-xl p-2 text-left transition-colors hover:bg-surface-muted data-[state=open]:bg-surface-muted"
            >
              {!name && <span className="sr-only">{messages.accountMenu.open}</span>}
              {isLoading ? (
                <>
                  <span className="size-9 shrink-0 animate-pulse rounded-full bg-surface-muted" />
                  <span className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <span className="h-3 w-2/3 animate-pulse rounded bg-surface-muted" />
                    <span className="h-2.5 w-1/3 animate-pulse rounded bg-surface-muted" />
                  </span>
                </>
              ) : (
                <>
                  <Avatar name={name || (user?.email ?? '')} picture={user?.profile_picture} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-semibold text-ink">{name}</span>
                    <span className="truncate text-xs text-ink-muted">{planName}</span>
                  </span>
                </>
              )}
              <span className="text-ink-muted transition-colors group-hover:text-ink">
                <ChevronUpDownIcon />
              </span>
            </button>
          </PopoverTrigger>
        )}
        <PopoverContent
          side="top"
          align="start"
          aria-label={
            view === 'help' ? messages.accountMenu.help : name || messages.accountMenu.open
          }
          className="w-72"
          onOpenAutoFocus={(event) => {
            // Radix skips links when it picks what to focus; a menu starts at its first row.
            event.preventDefault();
            (event.currentTarget as HTMLElement)
              .querySelector<HTMLElement>('[data-menu-item]')
              ?.focus();
          }}
        >
          {view === 'account' ? (
            <AccountPanel
              user={user}
              planName={planName}
              loggingOut={pending}
              helpRef={helpRef}
              onNavigate={close}
              onHelp={() => setView('help')}
              onLogout={() => void logout()}
            />
          ) : (
            <HelpPanel
              backRef={backRef}
              onBack={() => setView('account')}
              onNavigate={close}
              onRequestDelete={() => {
                close();
                setDeleteOpen(true);
              }}
            />
          )}
        </PopoverContent>
      </Popover>
      <DeleteRequestDialogs open={deleteOpen} onOpenChange={setDeleteOpen} />
    </>
  );
}
