// Unit tests: the error fallback's status line.
import { describe, expect, it } from 'vitest';
import { FALLBACK_TEXT, summarizeError } from './error-summary.js';

describe('summarizeError', () => {
  it('shows a status with its text', () => {
    expect(summarizeError({ status: 503, statusText: 'Service Unavailable', message: 'x' })).toEqual({ status: 503, text: 'Service Unavailable' });
  });

  it('uses the message when the status has no text', () => {
    expect(summarizeError({ status: 404, message: 'No encontramos lo que buscas.' })).toEqual({ status: 404, text: 'No encontramos lo que buscas.' });
  });

  it('shows the message of a plain error', () => {
    expect(summarizeError(new Error('boom'))).toEqual({ status: undefined, text: 'boom' });
    expect(summarizeError({ status: 0, message: 'sin red' })).toEqual({ status: undefined, text: 'sin red' });
  });

  it('falls back to the unexpected-error text', () => {
    expect(summarizeError(null)).toEqual({ status: undefined, text: FALLBACK_TEXT });
    expect(summarizeError({})).toEqual({ status: undefined, text: FALLBACK_TEXT });
  });
});
