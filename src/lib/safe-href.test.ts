// safeHref / contactHref: only http(s), mailto: addresses and site paths become links; script and data URLs never do.
import { describe, expect, it } from 'vitest';
import { contactHref, safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    'https://example.com/portafolio',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/x',
    'mailto:ana@example.com',
    '/post/1#comment-2',
    '/reels#3',
  ])('keeps %s', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example/x',
    'mailto:javascript:alert(1)',
    'example.com',
    '',
    null,
    undefined,
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });
});

describe('contactHref', () => {
  it('links an e-mail address with mailto: and a web address as itself', () => {
    expect(contactHref('rrhh@empresa.com')).toBe('mailto:rrhh@empresa.com');
    expect(contactHref('https://empresa.com/empleos')).toBe('https://empresa.com/empleos');
  });

  it('links nothing else', () => {
    expect(contactHref('javascript:alert(1)')).toBeNull();
    expect(contactHref('javascript:alert(1)@x.com')).toBeNull();
    expect(contactHref('llama al 555-1234')).toBeNull();
  });
});
