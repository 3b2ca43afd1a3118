/** The console's sign-in (role admin). */
export function AdminLoginPage() {
  return <h1 className="text-2xl font-semibold text-ink">Admin sign in</h1>;
}
