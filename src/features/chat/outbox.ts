// The persistent outbox: messages written but not yet stored, kept in localStorage per member so a reload or a
// closed tab loses nothing. Each entry has its final id from the browser, so sending it twice stores it once.
import type { ChatMessage } from './types';

export interface OutboxItem extends ChatMessage {
  status: 'pending' | 'failed';
}

export function outboxKey(memberId: string): string {
  return `nexo:chat-outbox:${memberId}`;
}

function parse(raw: string | null): OutboxItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (m): m is OutboxItem =>
        typeof m === 'object' && m !== null && typeof m.id === 'string' && typeof m.conversation_id === 'string' && typeof m.body === 'string',
    );
  } catch {
    return [];
  }
}

export interface OutboxDeps {
  newId?: () => string;
  now?: () => Date;
}

/** One member's outbox over a Storage (every tab of the member shares it); entries stay in the order written. */
export class Outbox {
  private readonly key: string;
  private readonly listeners = new Set<() => void>();
  private raw: string | null = null;
  private cached: OutboxItem[] = [];
  /** Used when the storage refuses writes (private mode, quota): the outbox then lives as long as the tab. */
  private memory: OutboxItem[] | null = null;

  constructor(
    private readonly storage: Storage,
    readonly memberId: string,
    private readonly deps: OutboxDeps = {},
  ) {
    this.key = outboxKey(memberId);
  }

  /** Every entry, oldest first (a stable array until the outbox changes). */
  list(): OutboxItem[] {
    if (this.memory) return this.memory;
    let raw: string | null;
    try {
      raw = this.storage.getItem(this.key);
    } catch {
      raw = null;
    }
    if (raw !== this.raw) {
      this.raw = raw;
      this.cached = parse(raw);
    }
    return this.cached;
  }

  forConversation(conversationId: string): OutboxItem[] {
    return this.list().filter((m) => m.conversation_id === conversationId);
  }

  /** The next entries to send: the oldest pending ones, at most `max`, in the order written. */
  pending(max: number): OutboxItem[] {
    return this.list()
      .filter((m) => m.status === 'pending')
      .slice(0, max);
  }

  enqueue(conversationId: string, body: string): OutboxItem {
    const item: OutboxItem = {
      id: (this.deps.newId ?? (() => crypto.randomUUID()))(),
      conversation_id: conversationId,
      sender_id: this.memberId,
      body,
      created_at: (this.deps.now?.() ?? new Date()).toISOString(),
      status: 'pending',
    };
    this.write([...this.list(), item]);
    return item;
  }

  /** Refused for good: kept (with its text) so the member sees why and can retry. */
  markFailed(id: string, error: string): void {
    this.write(this.list().map((m) => (m.id === id ? { ...m, status: 'failed' as const, error } : m)));
  }

  /** 'Reintentar': back in the queue, at the end (it is sent after what is already waiting). */
  retry(id: string): void {
    const item = this.list().find((m) => m.id === id);
    if (!item) return;
    const { error: _error, ...rest } = item;
    const created_at = (this.deps.now?.() ?? new Date()).toISOString();
    this.write([...this.list().filter((m) => m.id !== id), { ...rest, created_at, status: 'pending' }]);
  }

  remove(id: string): void {
    if (!this.list().some((m) => m.id === id)) return;
    this.write(this.list().filter((m) => m.id !== id));
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Another tab changed the stored outbox (the `storage` event). */
  changedElsewhere(): void {
    this.emit();
  }

  private write(next: OutboxItem[]): void {
    if (!this.memory) {
      try {
        this.storage.setItem(this.key, JSON.stringify(next));
      } catch {
        this.memory = next;
      }
    } else {
      this.memory = next;
    }
    this.emit();
  }

  private emit(): void {
    for (const l of [...this.listeners]) l();
  }
}
