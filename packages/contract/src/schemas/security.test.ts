import { describe, expect, it } from 'vitest';
import { auditLogQuery, incidentQuery, terminateSessionQuery } from './security.js';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('security query schemas', () => {
  it('fill in paging defaults and coerce numbers from the query string', () => {
    expect(auditLogQuery.parse({})).toEqual({ page: 1, page_size: 10 });
    expect(incidentQuery.parse({ page: '3', page_size: '100' })).toMatchObject({
      page: 3,
      page_size: 100,
    });
  });

  it('accept ISO date-times with Z or an offset, and an equal from/to', () => {
    const q = { from: '2024-05-01T10:00:00+02:00', to: '2024-05-01T08:00:00Z' };
    expect(auditLogQuery.parse(q)).toMatchObject(q);
  });

  it('refuse dates that are not ISO date-times, or before the year 1', () => {
    expect(issues(auditLogQuery.safeParse({ from: '2024-05-01' }))).toEqual([
      ['from', 'Use an ISO 8601 date-time.'],
    ]);
    expect(issues(incidentQuery.safeParse({ to: '0000-12-31T00:00:00Z' }))).toEqual([
      ['to', 'Use a date-time after the year 1.'],
    ]);
    expect(auditLogQuery.safeParse({ from: '1900-01-01T00:00:00Z' }).success).toBe(true);
  });

  it('refuse a range that ends before it starts', () => {
    expect(
      issues(incidentQuery.safeParse({ from: '2024-05-02T00:00:00Z', to: '2024-05-01T23:59:59Z' })),
    ).toEqual([['to', '`to` must not be before `from`.']]);
  });

  it('trim text filters and refuse bad enums, ids and sizes', () => {
    expect(auditLogQuery.parse({ email: '  A@B.co ' }).email).toBe('A@B.co');
    expect(auditLogQuery.safeParse({ outcome: 'maybe' }).success).toBe(false);
    expect(incidentQuery.safeParse({ severity: 'critical' }).success).toBe(false);
    expect(auditLogQuery.safeParse({ page_size: '101' }).success).toBe(false);
    expect(issues(terminateSessionQuery.safeParse({ user_id: '42' }))).toEqual([
      ['user_id', 'user_id must be a user id.'],
    ]);
  });
});
