import { describe, expect, it } from 'vitest';
import { Outbox, outboxKey } from './outbox';
import { MemoryStorage } from './memory-storage';

function ids() {
  let n = 0;
  return () => `id-${++n}`;
}

describe('Outbox', () => {
  it('keeps entries in the order written, per conversation, and survives a new instance (a reload)', () => {
    const storage = new MemoryStorage();
    const box = new Outbox(storage, 'me', { newId: ids() });
    box.enqueue('c1', 'hola');
    box.enqueue('c2', 'otra');
    box.enqueue('c1', '¿qué tal?');
    const reloaded = new Outbox(storage, 'me');
    expect(reloaded.list().map((m) => m.body)).toEqual(['hola', 'otra', '¿qué tal?']);
    expect(reloaded.forConversation('c1').map((m) => m.id)).toEqual(['id-1', 'id-3']);
    expect(reloaded.list().every((m) => m.status === 'pending' && m.sender_id === 'me')).toBe(true);
    expect(new Outbox(storage, 'someone-else').list()).toEqual([]);
  });

  it('uses a browser-generated uuid by default', () => {
    const item = new Outbox(new MemoryStorage(), 'me').enqueue('c', 'x');
    expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('marks failed with the reason, retries at the end of the queue, removes on success', () => {
    const storage = new MemoryStorage();
    const box = new Outbox(storage, 'me', { newId: ids() });
    box.enqueue('c', 'uno');
    box.enqueue('c', 'dos');
    box.markFailed('id-1', 'No puedes enviar mensajes a este usuario.');
    expect(box.pending(10).map((m) => m.id)).toEqual(['id-2']);
    expect(box.list()[0]).toMatchObject({ status: 'failed', error: 'No puedes enviar mensajes a este usuario.', body: 'uno' });
    box.retry('id-1');
    expect(box.pending(1).map((m) => m.id)).toEqual(['id-2']);
    expect(box.list().map((m) => [m.id, m.status])).toEqual([
      ['id-2', 'pending'],
      ['id-1', 'pending'],
    ]);
    expect(box.list()[1].error).toBeUndefined();
    box.remove('id-2');
    box.remove('id-1');
    expect(box.pending(10)).toEqual([]);
    expect(JSON.parse(storage.getItem(outboxKey('me'))!)).toEqual([]);
  });

  it('tells subscribers about changes and ignores garbage in storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(outboxKey('me'), '{not json');
    const box = new Outbox(storage, 'me');
    expect(box.list()).toEqual([]);
    let calls = 0;
    const off = box.subscribe(() => calls++);
    box.enqueue('c', 'x');
    off();
    box.enqueue('c', 'y');
    expect(calls).toBe(1);
    storage.setItem(outboxKey('me'), JSON.stringify([{ nope: 1 }, ...box.list()]));
    expect(box.list()).toHaveLength(2);
  });

  it('keeps working in memory when the storage refuses writes', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const box = new Outbox(storage, 'me');
    box.enqueue('c', 'x');
    expect(box.list().map((m) => m.body)).toEqual(['x']);
  });
});
