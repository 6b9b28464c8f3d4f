// Unit: the SMTP client against a scripted SMTP peer (what it says, AUTH PLAIN / LOGIN, refusals), message building, config.
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { dotStuff, sendSmtp, SmtpError } from './smtp-client.js';
import { addressOf, buildMessage, encodeMailbox, encodeWords } from './message.js';
import { mailerConfigFromEnv, projectDefaults } from './config.js';

let server: Server | undefined;
afterEach(() => server?.close());

/** A peer that advertises `ehlo`, answers each command by `answer` (default 250) and records what it heard. */
async function peer(ehlo: string[], answer: (line: string) => string | undefined = () => undefined) {
  const heard: string[] = [];
  server = createServer((s) => {
    s.setEncoding('utf8');
    let data = false;
    let buf = '';
    s.write('220 peer\r\n');
    s.on('data', (c: string) => {
      buf += c;
      let at: number;
      while ((at = buf.indexOf('\r\n')) >= 0) {
        const line = buf.slice(0, at);
        buf = buf.slice(at + 2);
        heard.push(line);
        if (data) {
          if (line === '.') {
            data = false;
            s.write('250 queued as 1\r\n');
          }
          continue;
        }
        const custom = answer(line);
        if (custom) s.write(`${custom}\r\n`);
        else if (line.startsWith('EHLO')) s.write([...ehlo.map((e) => `250-${e}`), '250 OK'].join('\r\n') + '\r\n');
        else if (line === 'DATA') {
          data = true;
          s.write('354 go\r\n');
        } else if (line === 'QUIT') s.end('221 bye\r\n');
        else s.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
  return { port: (server!.address() as AddressInfo).port, heard };
}

const mail = { from: 'no-reply@nexo.dev', to: 'ana@x.io', data: 'Subject: Hola\r\n\r\n.oculto\r\nfin' };

describe('SMTP client', () => {
  it('speaks EHLO, MAIL, RCPT, DATA (dot-stuffed), QUIT', async () => {
    const { port, heard } = await peer(['peer']);
    expect(await sendSmtp({ host: '127.0.0.1', port }, mail)).toBe('queued as 1');
    await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual(['EHLO nexo-mailer', 'MAIL FROM:<no-reply@nexo.dev>', 'RCPT TO:<ana@x.io>', 'DATA', 'Subject: Hola', '', '..oculto', 'fin', '.', 'QUIT']);
    expect(dotStuff('a\n.b')).toBe('a\r\n..b\r\n.\r\n');
  });

  it('authenticates with PLAIN, or LOGIN when that is all the server offers', async () => {
    const plain = await peer(['AUTH PLAIN LOGIN'], (l) => (l.startsWith('AUTH') ? '235 ok' : undefined));
    await sendSmtp({ host: '127.0.0.1', port: plain.port, user: 'u', pass: 'p' }, mail);
    expect(plain.heard[1]).toBe(`AUTH PLAIN ${Buffer.from('\0u\0p').toString('base64')}`);
    server!.close();
    const login = await peer(['AUTH LOGIN'], (l) => (l === 'AUTH LOGIN' || l === 'dQ==' ? '334 next' : l === 'cA==' ? '235 ok' : undefined));
    await sendSmtp({ host: '127.0.0.1', port: login.port, user: 'u', pass: 'p' }, mail);
    expect(login.heard.slice(1, 4)).toEqual(['AUTH LOGIN', 'dQ==', 'cA==']);
  });

  it('rejects with the server reply, or the connection error', async () => {
    const { port } = await peer([], (l) => (l.startsWith('RCPT') ? '550 no such user' : undefined));
    await expect(sendSmtp({ host: '127.0.0.1', port }, mail)).rejects.toMatchObject({ code: 550, message: 'RCPT TO:<ana@x.io> → 550 no such user' });
    server!.close();
    const refused = await sendSmtp({ host: '127.0.0.1', port }, mail).catch((e: SmtpError) => e);
    expect(refused).toBeInstanceOf(SmtpError);
    expect((refused as SmtpError).message).toMatch(/^cannot connect to 127\.0\.0\.1:\d+: connect ECONNREFUSED/);
  });
});

describe('message', () => {
  it('encodes non-ASCII headers as RFC 2047 words and keeps ASCII as is', () => {
    expect(encodeWords('Hola')).toBe('Hola');
    const long = encodeWords('No aprobamos tu solicitud de anfitrión de sesiones en vivo');
    expect(long.split('\r\n ').every((w) => /^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/.test(w) && w.length < 78)).toBe(true);
    expect(encodeMailbox('Equipo Ñandú <hola@nexo.dev>')).toMatch(/^=\?UTF-8\?B\?.+\?= <hola@nexo.dev>$/);
    expect(addressOf('Nexo <no-reply@nexo.dev>')).toBe('no-reply@nexo.dev');
  });

  it('builds multipart/alternative with base64 text and HTML', () => {
    const raw = buildMessage({ from: 'Nexo <no-reply@nexo.dev>', to: 'ana@x.io', subject: 'Sesión', text: 'línea 1\nlínea 2', html: '<p>sí</p>' });
    const boundary = /boundary="([^"]+)"/.exec(raw)![1];
    const parts = raw.split(`--${boundary}`);
    expect(parts).toHaveLength(4);
    const body = (part: string) => Buffer.from(part.split('\r\n\r\n')[1].replace(/\s+/g, ''), 'base64').toString('utf8');
    expect(body(parts[1])).toBe('línea 1\r\nlínea 2');
    expect(body(parts[2])).toBe('<p>sí</p>');
    expect(raw).toMatch(/^From: Nexo <no-reply@nexo.dev>\r\nTo: ana@x.io\r\nSubject: =\?UTF-8\?B\?/);
  });
});

describe('config', () => {
  it('defaults come from supabase/config.toml: API port, the catcher SMTP port, the auth sender, the site', () => {
    const project = projectDefaults(readFileSync(new URL('../supabase/config.toml', import.meta.url), 'utf8'));
    expect(project).toEqual({ apiPort: 54321, smtpPort: 54325, sender: 'Nexo <no-responder@nexo.dev>', siteUrl: 'http://localhost:5173' });
    const config = mailerConfigFromEnv({}, project);
    expect(config).toMatchObject({ supabaseUrl: 'http://127.0.0.1:54321', smtp: { host: '127.0.0.1', port: 54325, secure: false }, sender: 'Nexo <no-responder@nexo.dev>' });
  });

  it('the environment wins; port 465 means implicit TLS; bad numbers are refused', () => {
    const config = mailerConfigFromEnv({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_SENDER: 'X <x@y.z>' });
    expect(config).toMatchObject({ smtp: { host: 'smtp.example.com', port: 465, secure: true, user: 'u', pass: 'p' }, sender: 'X <x@y.z>' });
    expect(mailerConfigFromEnv({}).sender).toBe('Nexo <no-reply@nexo.dev>');
    expect(() => mailerConfigFromEnv({ SMTP_PORT: 'x' })).toThrow('SMTP_PORT');
  });
});
