// @vitest-environment happy-dom
// ChatComposer: Enter sends the trimmed text once (a second Enter while it is in flight does nothing) and the box keeps
// the focus; the database's refusal shows in Spanish with the text kept, and a retry of the same text reuses its id;
// over 500 characters is refused under the box, marked invalid; blank text sends nothing.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, settle } from '@/lib/test-utils/render';
import { AppError } from '@/lib/errors';
import type { SendLiveChatInput } from '../api/send-live-chat-mutation';
import { ChatComposer } from './ChatComposer';

const sends: SendLiveChatInput[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve();

vi.mock('../api/send-live-chat-mutation', () => ({
  sendLiveChatMutation: () => ({
    mutationFn: (input: SendLiveChatInput) => {
      sends.push(input);
      return answer().then(() => ({ ...input, event_id: 7, user_id: 'u1', created_at: '2030-01-01T10:00:00Z' }));
    },
  }),
}));

afterEach(() => {
  cleanup();
  sends.length = 0;
  answer = () => Promise.resolve();
});

function setup() {
  const sent: string[] = [];
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={client}>
      <ChatComposer eventId={7} ended={false} signedIn slowModeSeconds={0} onSent={(m) => sent.push(m.body)} />
    </QueryClientProvider>,
  );
  const box = container.querySelector('textarea')!;
  const type = (value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, value);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const enter = () => act(() => void box.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: 'Enter' })));
  const error = () => container.querySelector('[data-testid="chat-error"]')!.textContent;
  box.focus();
  return { sent, box, type, enter, error };
}

describe('ChatComposer', () => {
  it('Enter sends the trimmed text once, keeps the box usable and focused, then empties it', async () => {
    let finish = () => {};
    answer = () => new Promise<void>((r) => (finish = r));
    const t = setup();
    t.type('  hola  ');
    t.enter();
    await settle();
    t.enter();
    await settle();
    expect(sends.map((s) => s.body)).toEqual(['hola']);
    expect(t.box.disabled).toBe(false);
    await act(async () => finish());
    await settle();
    expect(t.sent).toEqual(['hola']);
    expect(t.box.value).toBe('');
    expect(document.activeElement).toBe(t.box);
  });

  it('a refusal shows in Spanish and keeps the text; the retry of the same text is the same message; editing clears it', async () => {
    answer = () => Promise.reject(new AppError('Modo lento: espera 30 segundos antes de enviar otro mensaje.', { code: 'live_chat_slow_mode' }));
    const t = setup();
    t.type('otra vez');
    t.enter();
    await settle();
    expect(t.error()).toBe('Modo lento: espera 30 segundos antes de enviar otro mensaje.');
    expect(t.box.value).toBe('otra vez');
    expect(t.box.getAttribute('aria-invalid')).toBe('true');
    answer = () => Promise.resolve();
    t.enter();
    await settle();
    expect(sends).toHaveLength(2);
    expect(sends[1]!.id).toBe(sends[0]!.id);
    expect(t.error()).toBe('');
    t.type('nuevo');
    t.enter();
    await settle();
    expect(sends[2]!.id).not.toBe(sends[0]!.id);
  });

  it('refuses more than 500 characters under the box, marked invalid, and sends nothing for blank text', async () => {
    const t = setup();
    t.type('a'.repeat(501));
    t.enter();
    await settle();
    expect(t.error()).toBe('El mensaje no puede superar los 500 caracteres.');
    expect(t.box.getAttribute('aria-invalid')).toBe('true');
    t.type('   ');
    expect(t.error()).toBe('');
    t.enter();
    await settle();
    expect(sends).toEqual([]);
  });
});
