// @vitest-environment happy-dom
// MessageBubble: text shows as written (HTML never becomes markup), pending shows 'Enviando…', failed says why and
// offers 'Reintentar', 'Visto' only where asked.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@/lib/test-utils/render';
import type { ChatMessage } from '../types';
import { MessageBubble } from './MessageBubble';

afterEach(cleanup);

const base: ChatMessage = { id: 'm1', conversation_id: 'c', sender_id: 'me', body: '<img src=x onerror="alert(1)"><b>hola</b>', created_at: '2026-11-24T10:00:00Z' };

function show(message: ChatMessage, seen = false) {
  const retried: string[] = [];
  const { container } = render(
    <ul>
      <MessageBubble message={message} own seen={seen} onRetry={(id) => retried.push(id)} onDiscard={() => undefined} />
    </ul>,
  );
  return { container, retried };
}

describe('MessageBubble', () => {
  it('renders the body as text', () => {
    const { container } = show(base, true);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.querySelector('p')!.textContent).toBe(base.body);
    expect(container.querySelector('[data-testid="chat-seen"]')).not.toBeNull();
  });

  it('shows pending and failed states', () => {
    expect(show({ ...base, status: 'pending' }).container.textContent).toContain('Enviando…');
    const failed = show({ ...base, status: 'failed', error: 'No puedes enviar mensajes a este usuario.' });
    expect(failed.container.textContent).toContain('No puedes enviar mensajes a este usuario.');
    const retry = [...failed.container.querySelectorAll('button')].find((b) => b.textContent?.includes('Reintentar'))!;
    act(() => retry.click());
    expect(failed.retried).toEqual(['m1']);
    expect(failed.container.querySelector('[data-testid="chat-seen"]')).toBeNull();
  });
});
