// QR encoding through the qrcode library: a version-1 symbol module for module (against an independent encoder), version choice, SVG output.
import { describe, expect, it } from 'vitest';
import { encodeQr, qrSvg } from './qr.js';

const HI_MASK5 = [
  '111111100100101111111', '100000101010101000001', '101110101101101011101', '101110101010101011101',
  '101110100001101011101', '100000100000101000001', '111111101010101111111', '000000001111100000000',
  '100000101000111001110', '010011011100101010000', '001100110101010011110', '111110000000000010100',
  '100001111010001001110', '000000001101111101001', '111111100010101100010', '100000100001110111000',
  '101110100000100100100', '101110100010100000100', '101110100010001000111', '100000100010000010100',
  '111111101011010011110',
];
const rows = (m: boolean[][]) => m.map((r) => r.map((b) => (b ? '1' : '0')).join(''));

describe('encodeQr', () => {
  it('encodes "hi" (byte mode, level M, mask 5) exactly', () => {
    const q = encodeQr('hi', 5);
    expect(q.version).toBe(1);
    expect(rows(q.modules)).toEqual(HI_MASK5);
  });

  it('picks the smallest version that holds the text (with version information from 7 up)', () => {
    expect(encodeQr('x'.repeat(14)).version).toBe(1);
    expect(encodeQr('x'.repeat(15)).version).toBe(2);
    const uri = `otpauth://totp/127.0.0.1:3000:someone@example.com?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A3000&period=30&secret=${'A'.repeat(32)}`;
    const q = encodeQr(uri);
    expect(q.size).toBe(q.version * 4 + 17);
    expect(q.version).toBeGreaterThanOrEqual(7);
  });

  it('refuses text beyond version 40', () => {
    expect(() => encodeQr('x'.repeat(3000))).toThrow(/too big/);
  });
});

describe('qrSvg', () => {
  it('is an SVG with a quiet zone and no characters that break a data: URI', () => {
    const svg = qrSvg('hi');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="116" height="116" viewBox="0 0 29 29"/);
    expect(svg).not.toMatch(/#/);
    expect(svg).toContain('M4,4h1v1h-1z');
  });
});
