export function HomePage() {
  return (
    <section className="mx-auto flex min-h-full max-w-2xl flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-3xl font-bold">PRD Studio</h1>
      <p className="text-ink-muted">
        Turn conversations and files into Project Requirement Documents.
      </p>
    </section>
  );
}
