export function PlansPage() {
  return (
    <section className="p-8">
      <h1 className="text-2xl font-bold">Choose Your Plan</h1>
    </section>
  );
}
