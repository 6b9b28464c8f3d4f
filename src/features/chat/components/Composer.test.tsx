// @vitest-environment happy-dom
// Composer: Enter sends the trimmed text and empties the box (the focus stays in it), Shift+Enter does not send, blank
// text is ignored, over 4000 characters shows the Spanish limit message and sends nothing (the text stays, marked
// invalid). The send goes through useAppForm, which runs it after its rules: each key press is awaited.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@/lib/test-utils/render';
import { MAX_MESSAGE_LENGTH, TOO_LONG_MESSAGE } from '../message-rules';
import { Composer } from './Composer';

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
  const key = (init: KeyboardEventInit) => act(async () => void box.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })));
  return { sent, typing, box, type, key, container };
}

describe('Composer', () => {
  it('Enter sends the trimmed text and clears, keeping the focus; Shift+Enter does not send', async () => {
    const t = setup();
    t.box.focus();
    t.type('  hola\nqué tal  ');
    await t.key({ key: 'Enter', shiftKey: true });
    expect(t.sent).toEqual([]);
    await t.key({ key: 'Enter' });
    expect(t.sent).toEqual(['hola\nqué tal']);
    expect(t.box.value).toBe('');
    expect(t.typing.at(-1)).toBe(false);
    expect(document.activeElement).toBe(t.box);
  });

  it('two Enters in a row send the text once', async () => {
    const t = setup();
    t.type('hola');
    await act(async () => {
      for (let i = 0; i < 2; i++) t.box.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: 'Enter' }));
    });
    expect(t.sent).toEqual(['hola']);
  });

  it('ignores blank text', async () => {
    const t = setup();
    t.type('   \n\t ');
    await t.key({ key: 'Enter' });
    expect(t.sent).toEqual([]);
  });

  it('refuses more than 4000 characters with a message and keeps the text', async () => {
    const t = setup();
    const long = 'a'.repeat(MAX_MESSAGE_LENGTH + 1);
    t.type(long);
    await t.key({ key: 'Enter' });
    expect(t.sent).toEqual([]);
    expect(t.box.value).toBe(long);
    expect(t.container.textContent).toContain(TOO_LONG_MESSAGE);
    expect(t.container.textContent).toContain(`${MAX_MESSAGE_LENGTH + 1}/${MAX_MESSAGE_LENGTH}`);
    expect(t.box.getAttribute('aria-invalid')).toBe('true');
    t.type('a'.repeat(MAX_MESSAGE_LENGTH));
    await t.key({ key: 'Enter' });
    expect(t.sent).toHaveLength(1);
  });

  it('sends nothing while disabled', async () => {
    const t = setup(true);
    t.type('hola');
    await t.key({ key: 'Enter' });
    expect(t.sent).toEqual([]);
  });
});
