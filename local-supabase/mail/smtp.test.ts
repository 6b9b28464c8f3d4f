// Unit: the mail catcher's SMTP listener (commands, dot-unstuffing, one copy per recipient) and its MIME reading.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailStore } from './store.js';
import { serveSmtp, pathOf, unstuff } from './smtp.js';
import { decodeWords, parseMessage } from './mime.js';

/** Sends `lines` one by one, each after the previous reply, and returns every reply line. */
async function converse(port: number, lines: string[]): Promise<string[]> {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  const got: string[] = [];
  let buf = '';
  let waiter: (() => void) | undefined;
  socket.on('data', (c: string) => {
    buf += c;
    const done = buf.split('\r\n');
    buf = done.pop()!;
    got.push(...done);
    if (done.some((l) => /^\d{3} /.test(l))) waiter?.();
  });
  const reply = () => new Promise<void>((r) => (waiter = r));
  await reply();
  let inData = false;
  for (const line of lines) {
    if (inData && line !== '.') {
      socket.write(`${line}\r\n`);
      continue;
    }
    const next = reply();
    socket.write(`${line}\r\n`);
    await next;
    inData = got.at(-1)!.startsWith('354');
  }
  socket.end();
  return got;
}

describe('mail catcher SMTP', () => {
  const store = new MailStore();
  let port = 0;
  let stop: () => Promise<void>;
  beforeAll(async () => ({ port, stop } = await serveSmtp(store, '127.0.0.1', 0)));
  afterAll(() => stop());

  it('reads envelope paths and unstuffs dots', () => {
    expect(pathOf('<a@b.c> SIZE=100')).toBe('a@b.c');
    expect(pathOf('a@b.c')).toBe('a@b.c');
    expect(unstuff(['..hidden', 'plain', '.'])).toBe('.hidden\r\nplain\r\n');
  });

  it('takes a message for two recipients; RSET forgets a started one; NOOP and QUIT', async () => {
    const body = ['Subject: =?UTF-8?B?' + Buffer.from('Aprobamos tu solicitud').toString('base64') + '?=', 'From: Nexo <no-reply@nexo.dev>', '', 'Hola', '..punto', '.'];
    const replies = await converse(port, [
      'EHLO test', 'MAIL FROM:<x@y.z>', 'RCPT TO:<lost@x.io>', 'RSET', 'NOOP', 'DATA',
      'HELO test', 'MAIL FROM:<no-reply@nexo.dev>', 'RCPT TO:<one@x.io>', 'RCPT TO:<two@x.io>', 'DATA', ...body, 'QUIT',
    ]);
    expect(replies[0]).toMatch(/^220 /);
    expect(replies).toContain('503 Need RCPT first');
    expect(replies).toContain('250 OK: queued');
    expect(replies.at(-1)).toBe('221 Bye');
    expect(store.list().map((m) => m.to).sort()).toEqual(['one@x.io', 'two@x.io']);
    expect(store.list('one@x.io')[0]).toMatchObject({ subject: 'Aprobamos tu solicitud', from: 'Nexo <no-reply@nexo.dev>', text: 'Hola\n.punto' });
    expect(store.list('lost@x.io')).toEqual([]);
  });

  it('answers AUTH LOGIN and PLAIN with any credentials', async () => {
    const replies = await converse(port, ['EHLO t', 'AUTH LOGIN', 'dXNlcg==', 'cGFzcw==', 'AUTH PLAIN AHVzZXIAcGFzcw==', 'QUIT']);
    expect(replies.filter((l) => l.startsWith('235')).length).toBe(2);
  });
});

describe('MIME reading', () => {
  it('decodes RFC 2047 words (B and Q), joining adjacent ones', () => {
    expect(decodeWords('=?UTF-8?B?w5FhbmR1?= =?utf-8?Q?_y_acci=C3=B3n?=')).toBe('Ñandu y acción');
    expect(decodeWords('plain')).toBe('plain');
  });

  it('takes text and HTML from multipart/alternative (base64 and quoted-printable), unfolding headers', () => {
    const raw = [
      'Subject: =?UTF-8?B?' + Buffer.from('Sesión ').toString('base64') + '?=',
      ' =?UTF-8?B?' + Buffer.from('en vivo').toString('base64') + '?=',
      'Content-Type: multipart/alternative;',
      ' boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Canci=C3=B3n =',
      'larga',
      '--b1',
      'Content-Type: text/html; charset=UTF-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Canción</p>').toString('base64'),
      '--b1--',
    ].join('\r\n');
    expect(parseMessage(raw)).toMatchObject({ subject: 'Sesión en vivo', text: 'Canción larga', html: '<p>Canción</p>' });
  });

  it('reads a plain message as text', () => {
    expect(parseMessage('Subject: Hi\r\n\r\nline 1\r\nline 2')).toMatchObject({ subject: 'Hi', text: 'line 1\nline 2', html: '' });
  });
});
