// A small SMTP client (RFC 5321): one message per connection; implicit TLS (port 465 / SMTP_SECURE), STARTTLS when the
// server offers it, AUTH PLAIN or LOGIN when credentials are given.
import { connect as tcpConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';

export interface SmtpOptions {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465). */
  secure?: boolean;
  user?: string;
  pass?: string;
  timeoutMs?: number;
}

export interface Envelope {
  from: string;
  to: string;
  /** The whole message (headers and body) with CRLF line ends. */
  data: string;
}

/** A failed SMTP exchange: the server's reply code (0 when the connection failed) and text. */
export class SmtpError extends Error {
  constructor(
    message: string,
    readonly code = 0,
  ) {
    super(message);
  }
}

/** Lines starting with '.' get one more (RFC 5321 §4.5.2); the body ends with CRLF.CRLF. */
export function dotStuff(data: string): string {
  const body = data.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
  return `${body}${body.endsWith('\r\n') ? '' : '\r\n'}.\r\n`;
}

/** Reads multi-line replies ('250-…' … '250 …') off a socket. */
class Replies {
  private buf = '';
  private lines: string[] = [];
  private waiting?: { resolve: (r: { code: number; text: string }) => void; reject: (e: Error) => void };
  private failure?: Error;

  attach(socket: Socket | TLSSocket): void {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buf += chunk;
      let at: number;
      while ((at = this.buf.indexOf('\n')) >= 0) {
        this.lines.push(this.buf.slice(0, at).replace(/\r$/, ''));
        this.buf = this.buf.slice(at + 1);
      }
      this.flush();
    });
  }

  fail(error: Error): void {
    this.failure ??= error;
    this.waiting?.reject(this.failure);
    this.waiting = undefined;
  }

  private flush(): void {
    const end = this.lines.findIndex((l) => /^\d{3}(?: |$)/.test(l));
    if (end < 0 || !this.waiting) return;
    const reply = this.lines.splice(0, end + 1);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting.resolve({ code: Number(reply[end].slice(0, 3)), text: reply.map((l) => l.slice(4)).join('\n') });
  }

  next(): Promise<{ code: number; text: string }> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.flush();
    });
  }
}

function open(o: SmtpOptions): Promise<Socket | TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = o.secure ? tlsConnect({ host: o.host, port: o.port, servername: o.host }) : tcpConnect({ host: o.host, port: o.port });
    socket.once(o.secure ? 'secureConnect' : 'connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends one message; resolves with the server's final reply, rejects with an SmtpError. */
export async function sendSmtp(o: SmtpOptions, mail: Envelope): Promise<string> {
  let socket: Socket | TLSSocket;
  try {
    socket = await open(o);
  } catch (e) {
    throw new SmtpError(`cannot connect to ${o.host}:${o.port}: ${(e as Error).message}`);
  }
  let replies = new Replies();
  const watch = (s: Socket | TLSSocket, r: Replies) => {
    r.attach(s);
    s.on('error', (e) => r.fail(new SmtpError(e.message)));
    s.on('close', () => r.fail(new SmtpError('the server closed the connection')));
  };
  watch(socket, replies);
  socket.setTimeout(o.timeoutMs ?? 15_000, () => socket.destroy(new Error('timed out')));
  const expect = async (ok: number[], line?: string) => {
    if (line !== undefined) socket.write(`${line}\r\n`);
    const reply = await replies.next();
    if (!ok.includes(reply.code)) throw new SmtpError(`${line?.startsWith('AUTH') ? 'AUTH' : (line ?? 'greeting')} → ${reply.code} ${reply.text}`, reply.code);
    return reply.text;
  };
  try {
    await expect([220]);
    let ehlo = await expect([250], 'EHLO nexo-mailer');
    if (!o.secure && /^STARTTLS$/im.test(ehlo)) {
      await expect([220], 'STARTTLS');
      socket.removeAllListeners('data');
      socket = await new Promise<TLSSocket>((resolve, reject) => {
        const tls = tlsConnect({ socket, servername: o.host }, () => resolve(tls));
        tls.once('error', reject);
      });
      replies = new Replies();
      watch(socket, replies);
      ehlo = await expect([250], 'EHLO nexo-mailer');
    }
    if (o.user) {
      if (/^AUTH\b.*\bPLAIN\b/im.test(ehlo) || !/^AUTH\b.*\bLOGIN\b/im.test(ehlo)) {
        await expect([235], `AUTH PLAIN ${Buffer.from(`\0${o.user}\0${o.pass ?? ''}`).toString('base64')}`);
      } else {
        await expect([334], 'AUTH LOGIN');
        await expect([334], Buffer.from(o.user).toString('base64'));
        await expect([235], Buffer.from(o.pass ?? '').toString('base64'));
      }
    }
    await expect([250], `MAIL FROM:<${mail.from}>`);
    await expect([250, 251], `RCPT TO:<${mail.to}>`);
    await expect([354], 'DATA');
    socket.write(dotStuff(mail.data));
    const done = await expect([250]);
    socket.write('QUIT\r\n');
    return done;
  } finally {
    socket.end();
    setTimeout(() => socket.destroy(), 1000).unref();
  }
}
