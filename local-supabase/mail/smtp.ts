// Mail catcher SMTP listener (as the Supabase CLI's Mailpit takes mail on [local_smtp] smtp_port): any client may send;
// each recipient's copy lands in the mail store. No TLS and no auth: it listens on loopback for development only.
import { createServer, type Socket } from 'node:net';
import { listenOn } from './listen.js';
import type { MailStore } from './store.js';
import { parseMessage } from './mime.js';

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** `<addr>` out of `MAIL FROM:<addr> SIZE=…` / `RCPT TO:<addr>`. */
export function pathOf(arg: string): string | undefined {
  const m = /^\s*<([^>]*)>/.exec(arg) ?? /^\s*(\S+)/.exec(arg);
  return m?.[1];
}

/** The message lines of a DATA block, without the final '.' line and with leading dots unstuffed (RFC 5321 §4.5.2). */
export function unstuff(lines: string[]): string {
  return lines.map((l) => (l.startsWith('.') ? l.slice(1) : l)).join('\r\n');
}

function session(socket: Socket, store: MailStore): void {
  let from: string | undefined;
  let to: string[] = [];
  let data: string[] | null = null;
  let size = 0;
  let pending = '';
  /** Lines of an AUTH exchange still to read (any credentials pass, as Mailpit's accept-any setting). */
  let authLines = 0;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  const reset = () => {
    from = undefined;
    to = [];
    data = null;
    size = 0;
  };

  const deliver = (lines: string[]) => {
    const parsed = parseMessage(unstuff(lines));
    for (const rcpt of to) store.add({ to: rcpt, from: parsed.from || from || '', subject: parsed.subject, text: parsed.text, html: parsed.html });
  };

  const command = (line: string) => {
    const verb = line.slice(0, 4).toUpperCase();
    const arg = line.slice(4).replace(/^\s+/, '');
    if (verb === 'EHLO') return socket.write(`250-local-supabase\r\n250-8BITMIME\r\n250-SIZE ${MAX_MESSAGE_BYTES}\r\n250 SMTPUTF8\r\n`);
    if (verb === 'HELO') return reply('250 local-supabase');
    if (verb === 'NOOP') return reply('250 OK');
    if (verb === 'QUIT') {
      reply('221 Bye');
      return socket.end();
    }
    if (verb === 'RSET') {
      reset();
      return reply('250 OK');
    }
    if (verb === 'MAIL' && /^FROM:/i.test(arg)) {
      reset();
      from = pathOf(arg.slice(5)) ?? '';
      return reply('250 OK');
    }
    if (verb === 'RCPT' && /^TO:/i.test(arg)) {
      if (from === undefined) return reply('503 Need MAIL first');
      const rcpt = pathOf(arg.slice(3));
      if (!rcpt) return reply('501 Bad recipient');
      to.push(rcpt);
      return reply('250 OK');
    }
    if (verb === 'DATA') {
      if (!to.length) return reply('503 Need RCPT first');
      data = [];
      return reply('354 End data with <CR><LF>.<CR><LF>');
    }
    if (verb === 'AUTH') {
      const [mech, initial] = arg.split(/\s+/);
      const login = /^login$/i.test(mech);
      authLines = (login ? 2 : 1) - (initial ? 1 : 0);
      if (!authLines) return reply('235 Authentication succeeded');
      return reply(authLines === 2 ? '334 VXNlcm5hbWU6' : login ? '334 UGFzc3dvcmQ6' : '334 ');
    }
    reply('502 Command not implemented');
  };

  const onLine = (line: string) => {
    if (authLines > 0) return reply(--authLines ? '334 UGFzc3dvcmQ6' : '235 Authentication succeeded');
    if (!data) return command(line);
    if (line !== '.') {
      size += line.length + 2;
      if (size <= MAX_MESSAGE_BYTES) data.push(line);
      return;
    }
    const lines = data;
    const tooBig = size > MAX_MESSAGE_BYTES;
    data = null;
    if (tooBig) reply('552 Message too large');
    else {
      deliver(lines);
      reply('250 OK: queued');
    }
    reset();
  };

  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    pending += chunk;
    let at: number;
    while ((at = pending.indexOf('\n')) >= 0) {
      onLine(pending.slice(0, at).replace(/\r$/, ''));
      pending = pending.slice(at + 1);
    }
    if (!data && pending.length > 4096) socket.destroy();
  });
  socket.on('error', () => undefined);
  reply('220 local-supabase ESMTP mail catcher');
}

export function serveSmtp(store: MailStore, host: string, port: number): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    session(socket, store);
  });
  return listenOn(server, host, port, () => {
    for (const s of sockets) s.destroy();
  });
}
