import { messages, type TestCheckout } from '@prd/contract';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuthModal } from '../../lib/auth-modal';
import { notify } from '../../lib/toast';
import { tokenStorage } from '../../lib/token-storage';
import {
  checkoutNavigation,
  finishTestCheckout,
  getTestCheckout,
  isSafeReturnUrl,
} from './api/test-checkout';

const text = messages.billing;
type State =
  | { kind: 'loading' }
  | { kind: 'ready'; checkout: TestCheckout }
  | { kind: 'closed'; message: string };

function money(amount: number, currency: string) {
  const code = currency.toUpperCase();
  try {
    const value = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(
      amount,
    );
    return `${value} ${code}`;
  } catch {
    return `${amount.toFixed(2)} ${code}`;
  }
}

function Row({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="min-w-0 truncate text-right text-sm font-medium text-ink" title={children}>
        {children}
      </dd>
    </div>
  );
}

/**
 * `/checkout/test`: the built-in checkout used when Stripe is not configured. Completing it
 * grants the plan exactly as a real payment would; nothing is charged.
 */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const { open } = useAuthModal();
  const signedIn = tokenStorage.isLoggedIn();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [working, setWorking] = useState<'complete' | 'cancel' | null>(null);

  useEffect(() => {
    if (!signedIn) {
      open('signIn');
      return;
    }
    let live = true;
    getTestCheckout(sessionId)
      .then((checkout) => {
        if (!live) return;
        setState(
          checkout.status === 'open'
            ? { kind: 'ready', checkout }
            : { kind: 'closed', message: text.checkoutClosed },
        );
      })
      .catch((err: unknown) => {
        if (!live) return;
        const notFound = err instanceof ApiError && (err.status === 404 || err.status === 422);
        setState({
          kind: 'closed',
          message: notFound ? text.checkoutNotFound : errorMessage(err, text.checkoutClosed),
        });
      });
    return () => {
      live = false;
    };
  }, [sessionId, signedIn, open]);

  async function finish(outcome: 'complete' | 'cancel') {
    setWorking(outcome);
    try {
      const { redirect_url } = await finishTestCheckout(sessionId, outcome);
      if (isSafeReturnUrl(redirect_url)) {
        checkoutNavigation.assign(redirect_url);
        return; // stays busy while the browser leaves
      }
      notify.error(messages.general.failedToProcess);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setState({ kind: 'closed', message: text.checkoutClosed });
      } else {
        notify.error(errorMessage(err, messages.general.failedToProcess));
      }
    }
    setWorking(null);
  }

  return (
    <section
      aria-labelledby="test-checkout-title"
      className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-10 sm:py-16"
    >
      <p
        role="note"
        className="rounded-xl border border-warning bg-warning/25 px-4 py-3 text-center text-sm font-semibold text-ink"
      >
        {text.testMode}
      </p>
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <h1 id="test-checkout-title" className="text-xl font-semibold text-ink">
          {text.testCheckoutTitle}
        </h1>
        {!signedIn ? (
          <p className="mt-4 text-sm text-ink-muted">{messages.chat.loginFirst}</p>
        ) : state.kind === 'loading' ? (
          <p role="status" className="mt-4 text-sm text-ink-muted">
            {messages.dashboard.loading}
          </p>
        ) : state.kind === 'closed' ? (
          <div className="mt-4 flex flex-col gap-4">
            <p role="alert" className="text-sm text-ink">
              {state.message}
            </p>
            <Link
              to="/settings/plancard"
              className="self-start text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-indigo-300"
            >
              {messages.accountMenu.viewAllPlans}
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-1 text-3xl font-bold tracking-tight text-ink">
              {money(state.checkout.amount, state.checkout.currency)}
            </p>
            <dl className="mt-4 divide-y divide-line border-y border-line">
              <Row label={messages.dashboard.plan}>{state.checkout.plan_name}</Row>
              <Row label={messages.dashboard.autoPay}>
                {state.checkout.mode === 'subscription'
                  ? messages.plans.autoPayOn
                  : messages.plans.autoPayOff}
              </Row>
              <Row label={messages.plans.durationLabel}>
                {messages.plans.duration(state.checkout.duration)}
              </Row>
              <Row label={messages.dashboard.email}>{state.checkout.customer_email}</Row>
            </dl>
            <p className="mt-4 text-sm text-ink-muted">{text.testCheckoutExplain}</p>
            <div className="mt-6 flex flex-col gap-3">
              <Button
                className="w-full py-2.5"
                disabled={working !== null}
                onClick={() => void finish('complete')}
              >
                {working === 'complete' ? text.testCheckoutWorking : text.testCheckoutPay}
              </Button>
              <Button
                variant="secondary"
                className="w-full py-2.5"
                disabled={working !== null}
                onClick={() => void finish('cancel')}
              >
                {working === 'cancel' ? text.testCheckoutWorking : text.testCheckoutCancel}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
