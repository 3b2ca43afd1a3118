export function DashboardPage() {
  return <section className="p-8">Settings</section>;
}
