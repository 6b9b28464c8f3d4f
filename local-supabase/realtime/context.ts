// What the socket and the handlers share: stack deps, the hub of rooms, table metadata, limits.
import type { RealtimeConfig } from '../config.js';
import type { Database } from '../db/adapter.js';
import type { RoleSettingsCache } from '../db/catalog/index.js';
import type { JwtKeys } from '../keys/jwt.js';
import type { KeySet } from '../keys/defaults.js';
import type { Hub } from './hub.js';
import type { KeyedRateLimiter, RateLimiter } from './rate-limit.js';

export interface RealtimeContext {
  db: Database;
  hub: Hub;
  limits: RealtimeConfig;
  jwtKeys: JwtKeys;
  keys: KeySet;
  /** Shared by every socket: private joins per second. */
  privateJoinLimiter: RateLimiter;
  /** The HTTP broadcast API's messages per second, per API key and per member. */
  httpBroadcastLimiters: { perKey: KeyedRateLimiter; perMember: KeyedRateLimiter };
  /** The roles' statement_timeout and other per-transaction settings, applied to authorization probes run for a subscriber. */
  roleSettings: RoleSettingsCache;
}
