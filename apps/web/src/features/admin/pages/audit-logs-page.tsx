/** Admin console: Audit logs. */
export function AuditLogsPage() {
  return <h1 className="text-2xl font-semibold text-ink">Audit logs</h1>;
}
