// Unit tests: the stored theme value maps to the daisyUI theme names, light by default.
import { describe, expect, it } from 'vitest';
import { DAISY_THEME, THEME_STORAGE_KEY, parseTheme } from './theme.js';

describe('theme preference', () => {
  it("is stored under the spec's key", () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });

  it('defaults to light for anything but dark', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme(null)).toBe('light');
    expect(parseTheme('"dark"')).toBe('light');
  });

  it('maps to the two daisyUI themes', () => {
    expect(DAISY_THEME).toEqual({ light: 'nexo', dark: 'nexo-dark' });
  });
});
