// @vitest-environment happy-dom
// Composer: Enter sends the trimmed text and empties the box, Shift+Enter does not send, blank text is ignored,
// over 4000 characters shows the Spanish limit message and sends nothing (the text stays).
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@/lib/test-utils/render';
import { Composer, MAX_MESSAGE_LENGTH, TOO_LONG_MESSAGE } from './Composer';

afterEach(cleanup);

function setup(disabled = false) {
  const sent: string[] = [];
  const typing: boolean[] = [];
  const { container } = render(<Composer onSend={(t) => sent.push(t)} onTyping={(a) => typing.push(a)} disabled={disabled} />);
  const box = container.querySelector('textarea')!;
  const type = (value: string) =>
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(box, value);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const key = (init: KeyboardEventInit) => act(() => void box.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })));
  return { sent, typing, box, type, key, container };
}

describe('Composer', () => {
  it('Enter sends the trimmed text and clears; Shift+Enter does not send', () => {
    const t = setup();
    t.type('  hola\nqué tal  ');
    t.key({ key: 'Enter', shiftKey: true });
    expect(t.sent).toEqual([]);
    t.key({ key: 'Enter' });
    expect(t.sent).toEqual(['hola\nqué tal']);
    expect(t.box.value).toBe('');
    expect(t.typing.at(-1)).toBe(false);
  });

  it('ignores blank text', () => {
    const t = setup();
    t.type('   \n\t ');
    t.key({ key: 'Enter' });
    expect(t.sent).toEqual([]);
  });

  it('refuses more than 4000 characters with a message and keeps the text', () => {
    const t = setup();
    const long = 'a'.repeat(MAX_MESSAGE_LENGTH + 1);
    t.type(long);
    t.key({ key: 'Enter' });
    expect(t.sent).toEqual([]);
    expect(t.box.value).toBe(long);
    expect(t.container.textContent).toContain(TOO_LONG_MESSAGE);
    expect(t.container.textContent).toContain(`${MAX_MESSAGE_LENGTH + 1}/${MAX_MESSAGE_LENGTH}`);
    t.type('a'.repeat(MAX_MESSAGE_LENGTH));
    t.key({ key: 'Enter' });
    expect(t.sent).toHaveLength(1);
  });

  it('sends nothing while disabled', () => {
    const t = setup(true);
    t.type('hola');
    t.key({ key: 'Enter' });
    expect(t.sent).toEqual([]);
  });
});
