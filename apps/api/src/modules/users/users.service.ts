import { randomBytes } from 'node:crypto';
import { messages, profilePicturePath, type User } from '@prd/contract';
import type { users } from '../../db/schema.js';
import type { Platform } from '../../platform/platform.js';
import { createEntitlements, type Entitlements } from '../billing/index.js';
import { AppError, fieldError } from '../../platform/errors/app-error.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import {
  AVATAR_DIR,
  AVATAR_FILE,
  readPicture,
  toAvatar,
  type IncomingFile,
} from './profile-picture.js';
import { createUsersRepository } from './users.repository.js';

/** The signed-in user's row, as the auth guard loaded it for this request. */
type Caller = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'profilePicture' | 'emailVerifiedAt'
>;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const avatarKey = (file: string) => `${AVATAR_DIR}/${file}`;

/** What the client shows: a stored avatar as an API path, an outside URL as it is. */
function pictureUrl(stored: string | null): string | null {
  if (!stored) return null;
  if (AVATAR_FILE.test(stored)) return profilePicturePath(stored);
  return /^https:\/\//i.test(stored) ? stored : null;
}

export function createUsersService(
  deps: Pick<Platform, 'db' | 'files' | 'audit' | 'log' | 'clock'>,
  entitlements: Entitlements = createEntitlements(deps.db, () => deps.clock.now()),
) {
  const repo = createUsersRepository(deps.db);
  const { audit, files } = deps;

  return {
    /** plan_name is the plan the user holds now (a paid one, else the base plan). */
    async getUser(caller: Caller): Promise<User> {
      const { planName } = await entitlements.of(caller.id);
      return {
        id: caller.id,
        name: caller.name,
        email: caller.email,
        profile_picture: pictureUrl(caller.profilePicture),
        plan_name: planName ?? messages.plans.defaultPlanName,
        email_verified: caller.emailVerifiedAt !== null,
      };
    },

    /** Only the caller's own name can change; another id is "not found", the email is fixed. */
    async updateUser(
      caller: Caller,
      body: { id: string; name: string; email: string },
      meta: RequestMeta,
    ) {
      if (body.id.toLowerCase() !== caller.id.toLowerCase()) {
        await audit.record(meta, {
          event: 'profile_update',
          outcome: 'failure',
          userId: caller.id,
          details: { reason: 'other_user', target_user_id: body.id },
        });
        throw new AppError('NOT_FOUND', messages.profile.userNotFound);
      }
      if (!sameEmail(body.email, caller.email)) {
        throw fieldError('email', messages.profile.emailReadOnly);
      }
      if (!(await repo.updateName(caller.id, body.name))) {
        throw new AppError('NOT_FOUND', messages.profile.userNotFound);
      }
      await audit.record(meta, {
        event: 'profile_update',
        outcome: 'success',
        userId: caller.id,
        details: { name_changed: body.name !== caller.name },
      });
      return { message: messages.profile.updatedSuccess };
    },

    async uploadProfilePicture(
      caller: Pick<Caller, 'id'>,
      file: IncomingFile | undefined,
      meta: RequestMeta,
    ) {
      if (!file) throw fieldError('file', messages.picture.fileRequired);
      const avatar = await toAvatar(await readPicture(file));
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await files.put(avatarKey(name), avatar);

      let replaced;
      try {
        replaced = await repo.replaceProfilePicture(caller.id, name);
      } catch (err) {
        await files.remove(avatarKey(name)).catch(() => undefined);
        throw err;
      }
      if (!replaced) {
        await files.remove(avatarKey(name));
        throw new AppError('NOT_FOUND', messages.profile.userNotFound);
      }
      const previous = replaced.previous;
      if (previous && AVATAR_FILE.test(previous) && previous !== name) {
        // The new picture is already in use: a failure here only leaves an orphan file.
        await files
          .remove(avatarKey(previous))
          .catch((err: unknown) => deps.log.warn({ err }, 'old profile picture not removed'));
      }
      await audit.record(meta, {
        event: 'profile_picture_update',
        outcome: 'success',
        userId: caller.id,
        details: { bytes: avatar.length },
      });
      return {
        profile_picture_url: profilePicturePath(name),
        message: messages.picture.updatedSuccess,
      };
    },

    /** Public: avatar names are unguessable. Anything but a stored avatar is "not found". */
    async openProfilePicture(file: string) {
      if (!AVATAR_FILE.test(file)) throw new AppError('NOT_FOUND');
      const opened = await files.open(avatarKey(file));
      if (!opened) throw new AppError('NOT_FOUND');
      return opened;
    },

    async remainingUploads(userId: string) {
      return { remaining_uploads: (await entitlements.of(userId)).remaining };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
