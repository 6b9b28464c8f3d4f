// @vitest-environment happy-dom
// sendOnEnter: Enter submits the textarea's form, Shift+Enter and an Enter that ends a composition do not.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@/lib/test-utils/render';
import { sendOnEnter } from './enter-sends';

afterEach(cleanup);

describe('sendOnEnter', () => {
  it('submits on Enter only, leaving Shift+Enter and composing to the textarea', () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit}>
        <textarea onKeyDown={sendOnEnter} />
      </form>,
    );
    const box = container.querySelector('textarea')!;
    const key = (init: KeyboardEventInit) => {
      const e = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      act(() => void box.dispatchEvent(e));
      return e.defaultPrevented;
    };
    expect(key({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(key({ key: 'Enter', isComposing: true })).toBe(false);
    expect(key({ key: 'a' })).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(key({ key: 'Enter' })).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
