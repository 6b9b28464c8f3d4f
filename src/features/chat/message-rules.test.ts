// Direct-message rules: blank text sends nothing, the trimmed text is what is sent, more than 4000 characters is refused.
import { describe, expect, it } from 'vitest';
import { checkMessage, MAX_MESSAGE_LENGTH, messageBody, TOO_LONG_MESSAGE } from './message-rules';

describe('message rules', () => {
  it('sends the trimmed text and nothing for blank text', () => {
    expect(messageBody('  hola\nqué tal  ')).toBe('hola\nqué tal');
    expect(messageBody('   \n\t ')).toBeNull();
  });

  it('refuses more than 4000 characters (spaces around not counted) with the Spanish message', () => {
    expect(TOO_LONG_MESSAGE).toBe('El mensaje no puede superar los 4000 caracteres.');
    expect(checkMessage({ text: ` ${'a'.repeat(MAX_MESSAGE_LENGTH)} ` })).toEqual({});
    expect(checkMessage({ text: 'a'.repeat(MAX_MESSAGE_LENGTH + 1) })).toEqual({ text: TOO_LONG_MESSAGE });
  });
});
