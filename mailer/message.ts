// Builds the MIME message of one outbox row (pure): UTF-8 headers as RFC 2047 words, text and HTML as
// multipart/alternative in base64.
import { randomUUID } from 'node:crypto';

export interface Outgoing {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A header value as-is when ASCII, else one RFC 2047 base64 word per ~45 bytes (lines stay under 78 characters). */
export function encodeWords(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const words: string[] = [];
  let chunk = '';
  for (const ch of value) {
    if (Buffer.byteLength(chunk + ch) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join('\r\n ');
}

/** 'Name <address>' with the name encoded when not ASCII. */
export function encodeMailbox(value: string): string {
  const m = /^\s*"?(.*?)"?\s*<([^>]+)>\s*$/.exec(value);
  return m && m[1] ? `${encodeWords(m[1])} <${m[2]}>` : value.trim();
}

/** The bare address of 'Name <address>' (the SMTP envelope's). */
export const addressOf = (value: string) => /<([^>]+)>/.exec(value)?.[1] ?? value.trim();

const base64Lines = (s: string) => Buffer.from(s.replace(/\r?\n/g, '\r\n')).toString('base64').replace(/.{76}/g, '$&\r\n');

export function buildMessage(m: Outgoing, date = new Date()): string {
  const boundary = `nexo-${randomUUID()}`;
  const domain = addressOf(m.from).split('@')[1] ?? 'localhost';
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(body)].join('\r\n');
  return [
    `From: ${encodeMailbox(m.from)}`,
    `To: ${m.to}`,
    `Subject: ${encodeWords(m.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    part('text/plain', m.text),
    part('text/html', m.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
