// The phx_join payload's `config`, parsed once into a typed value (anything missing or of the wrong type reads as off).
import { parseBindings, type BindingsResult } from './postgres-changes.js';

export interface JoinConfig {
  private: boolean;
  broadcast: { self: boolean; ack: boolean };
  /** `key` is null when the client gave none (the server then picks one). */
  presence: { enabled: boolean; key: string | null };
  /** The postgres_changes bindings, or why they are not valid. */
  postgresChanges: BindingsResult;
  /** The bindings as sent (echoed with ids when they are not valid, so the client's ids stay aligned). */
  rawPostgresChanges: unknown[];
}

export function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

export function parseJoinConfig(raw: unknown): JoinConfig {
  const config = obj(raw);
  const broadcast = obj(config.broadcast);
  const presence = obj(config.presence);
  return {
    private: config.private === true,
    broadcast: { self: broadcast.self === true, ack: broadcast.ack === true },
    presence: { enabled: presence.enabled === true, key: typeof presence.key === 'string' && presence.key ? presence.key : null },
    postgresChanges: parseBindings(config.postgres_changes),
    rawPostgresChanges: Array.isArray(config.postgres_changes) ? config.postgres_changes : [],
  };
}
