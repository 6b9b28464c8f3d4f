// Theme preference (light/dark) kept in local storage under 'theme'; applied as daisyUI `data-theme` on <html>.
import { useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark';

/** The spec's browser key; index.html reads the same key before first paint (no flash). */
export const THEME_STORAGE_KEY = 'theme';
export const DAISY_THEME: Record<ThemePreference, string> = { light: 'nexo', dark: 'nexo-dark' };

export function parseTheme(value: string | null | undefined): ThemePreference {
  return value === 'dark' ? 'dark' : 'light';
}

function readTheme(): ThemePreference {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'light';
  }
}

const listeners = new Set<() => void>();
let current: ThemePreference | null = null;

export function getTheme(): ThemePreference {
  current ??= readTheme();
  return current;
}

export function setTheme(theme: ThemePreference): void {
  current = theme;
  document.documentElement.setAttribute('data-theme', DAISY_THEME[theme]);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === THEME_STORAGE_KEY) setTheme(parseTheme(e.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Current theme and a toggle; every toggle in the page stays in sync. */
export function useTheme(): { theme: ThemePreference; toggle: () => void; set: (t: ThemePreference) => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as const);
  return { theme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark'), set: setTheme };
}
