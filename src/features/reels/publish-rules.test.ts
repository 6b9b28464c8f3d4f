// Unit: the checks a new reel passes before upload.
import { describe, expect, it } from 'vitest';
import { NOT_VERTICAL, TOO_LONG, UNREADABLE, posterTime, textProblem, videoProblem } from './publish-rules';

describe('videoProblem', () => {
  it('accepts a vertical video up to 60 seconds', () => {
    expect(videoProblem({ duration: 60, width: 720, height: 1280 })).toBeNull();
    expect(videoProblem({ duration: 3, width: 500, height: 500 })).toBeNull();
  });
  it('refuses long, horizontal and unreadable videos', () => {
    expect(videoProblem({ duration: 60.5, width: 720, height: 1280 })).toBe(TOO_LONG);
    expect(videoProblem({ duration: 10, width: 1280, height: 720 })).toBe(NOT_VERTICAL);
    expect(videoProblem({ duration: Infinity, width: 720, height: 1280 })).toBe(UNREADABLE);
    expect(videoProblem({ duration: 10, width: 0, height: 0 })).toBe(UNREADABLE);
  });
});

describe('textProblem', () => {
  it('limits the description to 2200 and the music title to 200 characters', () => {
    expect(textProblem('a'.repeat(2200), 'b'.repeat(200))).toBeNull();
    expect(textProblem('a'.repeat(2201), '')).toBe('La descripción no puede superar los 2200 caracteres.');
    expect(textProblem('', 'b'.repeat(201))).toBe('El título de la música no puede superar los 200 caracteres.');
  });
});

describe('posterTime', () => {
  it('takes the frame half a second in, or halfway through a shorter clip', () => {
    expect(posterTime(30)).toBe(0.5);
    expect(posterTime(0.4)).toBeCloseTo(0.2);
  });
});
