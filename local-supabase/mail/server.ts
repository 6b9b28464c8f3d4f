// Mail catcher HTTP UI (Mailpit-like). Placeholder: not served yet.
import type { MailStore } from './store.js';

export async function serveMail(_store: MailStore, _host: string, port: number): Promise<{ port: number; stop: () => Promise<void> }> {
  return { port, stop: async () => undefined };
}
