// Text messages: no SMS provider runs locally, so each message lands in the mail catcher as a "sent SMS" to the number.
import type { StackDeps } from '../../http/types.js';

export const SMS_FROM = 'SMS';

export function sendSms(deps: StackDeps, phoneDigits: string, text: string): void {
  const to = `+${phoneDigits}`;
  const html = `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;
  deps.mail.add({ to, from: SMS_FROM, subject: `SMS to ${to}`, html, text, links: [] });
}
