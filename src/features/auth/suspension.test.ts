// Which refusals of GET /user sign a member out, and what /login says then.
import { describe, expect, it } from 'vitest';
import { reasonMessage, signOutReason } from './suspension';

describe('signOutReason', () => {
  it('signs out a banned member and one whose session the server ended, nobody for other failures', () => {
    expect(signOutReason({ code: 'user_banned' })).toBe('suspendida');
    expect(signOutReason({ code: 'session_not_found' })).toBe('sesion-cerrada');
    expect(signOutReason({ name: 'AuthSessionMissingError' })).toBe('sesion-cerrada');
    expect(signOutReason({ code: 'network', name: 'AuthRetryableFetchError' })).toBeNull();
    expect(signOutReason({})).toBeNull();
  });

  it('explains each reason in Spanish, the suspension with what to do', () => {
    expect(reasonMessage('suspendida')).toMatch(/^Tu cuenta está suspendida/);
    expect(reasonMessage('suspendida')).toMatch(/soporte/);
    expect(reasonMessage('sesion-cerrada')).toMatch(/^Tu sesión se cerró/);
  });

  it('names the end of a suspension when the watch could read it', () => {
    const text = reasonMessage('suspendida', '2026-11-28T14:30:00Z');
    expect(text).toMatch(/^Tu cuenta está suspendida hasta el 28 de noviembre\b.*\d\d:30\. Podrás iniciar sesión/);
    expect(reasonMessage('suspendida', 'no es fecha')).toBe(reasonMessage('suspendida'));
  });
});
