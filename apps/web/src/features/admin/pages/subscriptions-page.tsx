/** Admin console: Subscriptions. */
export function SubscriptionsPage() {
  return <h1 className="text-2xl font-semibold text-ink">Subscriptions</h1>;
}
