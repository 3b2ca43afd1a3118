/** Admin console: Payments. */
export function PaymentsPage() {
  return <h1 className="text-2xl font-semibold text-ink">Payments</h1>;
}
