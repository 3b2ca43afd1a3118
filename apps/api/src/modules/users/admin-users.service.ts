import type { AdminUser } from '@prd/contract';
import type { Platform } from '../../platform/platform.js';
import { pageOfUsers } from './admin-users.repository.js';

/** Admins: the people using the product, searched and paged (newest first). */
export function createAdminUsersService(deps: Pick<Platform, 'db'>) {
  return {
    async list(query: {
      page: number;
      page_size: number;
      q?: string | undefined;
      status?: 'active' | 'inactive' | undefined;
    }) {
      const active = query.status === undefined ? undefined : query.status === 'active';
      const { rows, total } = await pageOfUsers(
        deps.db,
        { q: query.q, active },
        query.page,
        query.page_size,
      );
      const items: AdminUser[] = rows.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        is_active: u.isActive,
        created_at: u.createdAt.toISOString(),
      }));
      return { items, total_pages: Math.ceil(total / query.page_size) };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
