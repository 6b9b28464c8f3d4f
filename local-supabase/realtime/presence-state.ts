// Presence state of one topic (pure): key → one meta per tracking channel, each with a phx_ref; tracks produce diffs.
import { randomBytes } from 'node:crypto';

export type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
export type PresenceMap = Record<string, { metas: Meta[] }>;
export interface PresenceDiff {
  joins: PresenceMap;
  leaves: PresenceMap;
}

export function newRef(): string {
  return randomBytes(9).toString('base64url');
}

function sameContent(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const strip = (m: Record<string, unknown>) => {
    const { phx_ref: _r, phx_ref_prev: _p, ...rest } = m;
    return JSON.stringify(rest);
  };
  return strip(a) === strip(b);
}

export class PresenceState {
  /** owner (a joined channel's id) → its key and meta. */
  private readonly byOwner = new Map<string, { key: string; meta: Meta }>();

  constructor(private readonly makeRef: () => string = newRef) {}

  get size(): number {
    return this.byOwner.size;
  }

  /** Adds or replaces the owner's meta; null when nothing changed (same key and payload). */
  track(owner: string, key: string, payload: Record<string, unknown>): PresenceDiff | null {
    const prev = this.byOwner.get(owner);
    if (prev && prev.key === key && sameContent(prev.meta, payload)) return null;
    const meta: Meta = { ...payload, phx_ref: this.makeRef() };
    const diff: PresenceDiff = { joins: {}, leaves: {} };
    if (prev) {
      if (prev.key === key) meta.phx_ref_prev = prev.meta.phx_ref;
      diff.leaves[prev.key] = { metas: [prev.meta] };
    }
    diff.joins[key] = { metas: [meta] };
    this.byOwner.set(owner, { key, meta });
    return diff;
  }

  /** Removes the owner's meta; null when it had none. */
  untrack(owner: string): PresenceDiff | null {
    const prev = this.byOwner.get(owner);
    if (!prev) return null;
    this.byOwner.delete(owner);
    return { joins: {}, leaves: { [prev.key]: { metas: [prev.meta] } } };
  }

  keyOf(owner: string): string | undefined {
    return this.byOwner.get(owner)?.key;
  }

  /** The metas currently under one key. */
  metasOf(key: string): Meta[] {
    const out: Meta[] = [];
    for (const v of this.byOwner.values()) if (v.key === key) out.push(v.meta);
    return out;
  }

  /** Full state: every key with all its metas. */
  state(): PresenceMap {
    const out: PresenceMap = {};
    for (const { key, meta } of this.byOwner.values()) (out[key] ??= { metas: [] }).metas.push(meta);
    return out;
  }
}
