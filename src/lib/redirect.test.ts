// Unit tests: the redirect search param is limited to app paths.
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.js';

describe('safeRedirect', () => {
  it('keeps app paths with their query', () => {
    expect(safeRedirect('/chat')).toBe('/chat');
    expect(safeRedirect('/live-sessions/register-creator?x=1')).toBe('/live-sessions/register-creator?x=1');
  });

  it('refuses other origins, protocol-relative and non-strings', () => {
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(42)).toBe('/');
  });

  it('does not loop back to the auth screens', () => {
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect('/signup')).toBe('/');
    expect(safeRedirect('/loginx')).toBe('/loginx');
  });
});
