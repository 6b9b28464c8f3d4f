// Live chat rules: blank text sends nothing, the trimmed text is what is sent, more than 500 characters is refused.
import { describe, expect, it } from 'vitest';
import { chatBody, checkChatMessage } from './chat-rules';

describe('live chat rules', () => {
  it('sends the trimmed text and nothing for blank text', () => {
    expect(chatBody('   \n ')).toBeNull();
    expect(chatBody('  hola ')).toBe('hola');
  });

  it('refuses more than 500 characters with the Spanish message', () => {
    expect(checkChatMessage({ text: 'a'.repeat(500) })).toEqual({});
    expect(checkChatMessage({ text: 'a'.repeat(501) })).toEqual({ text: 'El mensaje no puede superar los 500 caracteres.' });
  });
});
