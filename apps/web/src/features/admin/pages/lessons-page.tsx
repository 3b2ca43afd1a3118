/** Admin console: Lessons. */
export function LessonsAdminPage() {
  return <h1 className="text-2xl font-semibold text-ink">Lessons</h1>;
}
