// Refusal codes → the contract's close codes, Spanish texts, and the database's detail when it sent one.
import { describe, expect, it } from 'vitest';
import { isIngestRefusalCode, refusal } from './errors.js';

describe('refusals', () => {
  it('maps each code to the contract close code', () => {
    const close = (code: string) => refusal(code).close;
    expect([close('live_auth_required'), close('not_live_host'), close('live_stream_key_invalid')]).toEqual([4401, 4403, 4403]);
    expect([close('live_outside_window'), close('live_event_not_found'), close('live_media_invalid'), close('live_chunk_too_large')]).toEqual([
      4409, 4404, 4400, 4413,
    ]);
  });

  it('keeps the database detail, else its own Spanish text; an unknown code is an outage', () => {
    expect(refusal('not_live_host', 'Detalle.').message).toBe('Detalle.');
    expect(refusal('not_live_host').message).toBe('Solo el anfitrión de esta sesión puede transmitir.');
    expect(refusal('something_else')).toMatchObject({ code: 'live_unavailable', close: 1011 });
    expect(isIngestRefusalCode('live_outside_window')).toBe(true);
    expect(isIngestRefusalCode('PGRST202')).toBe(false);
  });
});
