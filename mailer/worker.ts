// The delivery loop: every interval, claim a batch of due mails, send each over SMTP, mark it sent or failed.
import type { MailerConfig } from './config.js';
import { buildMessage, addressOf } from './message.js';
import { restOutbox, type Outbox, type OutboxMail } from './outbox.js';
import { sendSmtp } from './smtp-client.js';

export interface Mailer {
  /** One pass: claims and sends until the outbox has nothing due; resolves with how many were sent. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createMailer(config: MailerConfig, outbox: Outbox = restOutbox(config.supabaseUrl, config.serviceKey)): Mailer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const deliver = async (mail: OutboxMail): Promise<boolean> => {
    const fill = (s: string) => s.replaceAll('{{site_url}}', config.siteUrl);
    const data = buildMessage({ from: config.sender, to: mail.recipient, subject: mail.subject, text: fill(mail.text_body), html: fill(mail.html_body) });
    try {
      await sendSmtp(config.smtp, { from: addressOf(config.sender), to: mail.recipient, data });
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      config.log(`mail ${mail.id} to ${mail.recipient} failed (attempt ${mail.attempts}): ${error}`);
      await outbox.failed(mail.id, error);
      return false;
    }
    await outbox.sent(mail.id);
    return true;
  };

  const drain = async () => {
    let sent = 0;
    while (!stopped) {
      const batch = await outbox.claim(config.batchSize);
      for (const mail of batch) if (await deliver(mail)) sent++;
      if (batch.length < config.batchSize) break;
    }
    return sent;
  };

  const tick = () => {
    running ??= drain()
      .catch((e: Error) => {
        config.log(`outbox unavailable: ${e.message}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, config.intervalMs);
      });
  };

  return {
    drain,
    start: () => tick(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
