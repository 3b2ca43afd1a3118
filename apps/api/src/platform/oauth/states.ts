import { eq, lt } from 'drizzle-orm';
import { generateCodeVerifier, generateState } from 'arctic';
import type { Db } from '../../db/client.js';
import { oauthStates } from '../../db/schema.js';
import { hashToken } from '../tokens/index.js';
import type { SecretBox } from '../secrets/index.js';

export type OAuthProvider = 'github' | 'google' | 'notion' | 'confluence';

/** A round trip to a provider has this long before its state is refused. */
const STATE_TTL_MS = 10 * 60 * 1000;

export interface StartedFlow {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface ConsumedFlow {
  provider: OAuthProvider;
  userId: string | null;
  codeVerifier: string;
  nonce: string;
}

type ConsumeFailure = 'unknown_state' | 'expired_state' | 'wrong_provider' | 'wrong_browser';

/**
 * The states of OAuth round trips in flight, in the database so any instance can finish a flow
 * another began. Each is single use (deleted as it is read), bound to the browser that began it
 * (a cookie's hash) and, for a workspace, to the user who asked.
 */
export function createOAuthStates(db: Db, box: SecretBox, now: () => Date) {
  return {
    async begin(input: {
      provider: OAuthProvider;
      userId: string | null;
      browser: string;
    }): Promise<StartedFlow> {
      const flow = {
        state: generateState(),
        codeVerifier: generateCodeVerifier(),
        nonce: generateState(),
      };
      const at = now();
      // Old rows go as new ones come: the table holds at most ten minutes of flows.
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, at));
      await db.insert(oauthStates).values({
        stateHash: hashToken(flow.state),
        provider: input.provider,
        userId: input.userId,
        secrets: box.seal(JSON.stringify({ v: flow.codeVerifier, n: flow.nonce })),
        browserHash: hashToken(input.browser),
        expiresAt: new Date(at.getTime() + STATE_TTL_MS),
      });
      return flow;
    },

    /** Takes the state (whatever the outcome: a state is never usable twice). */
    async consume(
      state: string,
      provider: OAuthProvider,
      browser: string | undefined,
    ): Promise<ConsumedFlow | ConsumeFailure> {
      const [row] = await db
        .delete(oauthStates)
        .where(eq(oauthStates.stateHash, hashToken(state)))
        .returning();
      if (!row) return 'unknown_state';
      if (row.expiresAt.getTime() <= now().getTime()) return 'expired_state';
      if (row.provider !== provider) return 'wrong_provider';
      if (!browser || hashToken(browser) !== row.browserHash) return 'wrong_browser';
      const secrets = JSON.parse(box.open(row.secrets)) as { v: string; n: string };
      return { provider, userId: row.userId, codeVerifier: secrets.v, nonce: secrets.n };
    },
  };
}

export type OAuthStates = ReturnType<typeof createOAuthStates>;
