import { Outlet } from 'react-router';

/** The console's frame: navigation beside the page (admins only). */
export function AdminLayout() {
  return (
    <main className="min-h-dvh p-6">
      <Outlet />
    </main>
  );
}
