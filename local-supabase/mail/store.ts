// In-process mail catcher store: every mail auth sends lands here (served on the mail port like Mailpit).
import { randomUUID } from 'node:crypto';

export interface Mail {
  id: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  createdAt: string;
  /** Links found in the mail (verification / recovery / magic links), for tests and the UI. */
  links: string[];
}

export class MailStore {
  private mails: Mail[] = [];
  private waiters = new Set<() => void>();

  add(m: Omit<Mail, 'id' | 'createdAt' | 'links'> & { links?: string[] }): Mail {
    const links = m.links ?? [...m.html.matchAll(/href="([^"]+)"/g)].map((x) => x[1].replace(/&amp;/g, '&'));
    const mail: Mail = { ...m, links, id: randomUUID(), createdAt: new Date().toISOString() };
    this.mails.push(mail);
    for (const w of this.waiters) w();
    return mail;
  }

  list(to?: string): Mail[] {
    const all = to ? this.mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : this.mails;
    return [...all].reverse();
  }

  get(id: string): Mail | undefined {
    return this.mails.find((m) => m.id === id);
  }

  clear(): void {
    this.mails = [];
  }

  remove(ids: string[]): void {
    const drop = new Set(ids);
    this.mails = this.mails.filter((m) => !drop.has(m.id));
  }

  /** Resolves with the newest mail to `to` that arrives (or already arrived after `since`). */
  waitFor(to: string, opts: { since?: string; timeoutMs?: number } = {}): Promise<Mail> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const m = this.list(to).find((x) => !opts.since || x.createdAt > opts.since);
        if (m) {
          this.waiters.delete(check);
          clearTimeout(timer);
          resolve(m);
          return true;
        }
        return false;
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no mail to ${to} within ${opts.timeoutMs ?? 5000} ms`));
      }, opts.timeoutMs ?? 5000);
      if (!check()) this.waiters.add(check);
    });
  }
}
