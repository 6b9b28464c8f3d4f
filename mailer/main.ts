// Mailer entry: `node --import tsx mailer/main.ts` (env: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SMTP_*, SITE_URL).
import { loadMailerConfig } from './config.js';
import { createMailer } from './worker.js';

const config = loadMailerConfig();
const mailer = createMailer(config);
mailer.start();
console.log(`mailer ready: outbox of ${config.supabaseUrl} → smtp://${config.smtp.host}:${config.smtp.port} every ${config.intervalMs} ms`);

const stop = async () => {
  await mailer.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
