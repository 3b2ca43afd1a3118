import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminUser } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import { users } from '../../db/schema.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Admins: the people using the product, searched and paged (newest first). */
export function createAdminUsersService(deps: Pick<Platform, 'db'>) {
  const { db } = deps;
  return {
    async list(query: {
      page: number;
      page_size: number;
      q?: string | undefined;
      status?: 'active' | 'inactive' | undefined;
    }) {
      const like = query.q ? `%${escapeLike(query.q)}%` : undefined;
      const where: SQL | undefined = and(
        like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
        query.status ? eq(users.isActive, query.status === 'active') : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        db.select({ n: count() }).from(users).where(where),
      ]);
      const items: AdminUser[] = rows.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        is_active: u.isActive,
        created_at: u.createdAt.toISOString(),
      }));
      return { items, total_pages: Math.ceil((total?.n ?? 0) / query.page_size) };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
