/** Placeholder home page until the full app lands. */
export function App() {
  return (
    <main className="page">
      <section className="card" aria-labelledby="product-name">
        <div className="mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none">
            <path
              d="M7 3h7l5 5v11a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
            <path
              d="M14 3v5h5M8.5 12.5h7M8.5 16h5"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
        </div>
        <h1 id="product-name">PRD Studio</h1>
        <p className="tagline">Turn conversations and files into Project Requirement Documents.</p>
        <p className="note">
          The full app is coming soon. In the meantime, the API is up and documented.
        </p>
        <a className="button" href="/api/docs">
          Read the API docs
          <span aria-hidden="true"> →</span>
        </a>
      </section>
    </main>
  );
}
