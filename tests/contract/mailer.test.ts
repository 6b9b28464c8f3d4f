// Contract: staff decide applications through supabase-js → the outbox → the mailer process → SMTP → the mail catcher;
// members cannot see the outbox; with SMTP down the mail waits with its error and goes out once SMTP is back.
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSmtp } from '../../local-supabase/mail/smtp.js';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { eventually, startMailer, startMailStack, type MailStack } from './support/mailer.js';

let world: MailStack;
beforeAll(async () => {
  world = await startMailStack();
});
afterAll(() => world?.stop());

/** A member's pending application of `kind`, sent through their own client as the app does. */
async function apply(name: string, kind: 'host' | 'talent') {
  const applicant = await world.member(name);
  const row = { user_id: applicant.id, kind, full_name: name, email: applicant.email, expertise: 'Cocina', motivation: kind === 'host' ? 'Clases en vivo' : null, agreed_to_terms: true };
  const { data, error } = await applicant.client.from('applications').insert(row).select('id').single();
  if (error) throw error;
  return { ...applicant, applicationId: data.id as number };
}

const outboxRow = async (userId: string) => (await world.admin.from('email_outbox').select('*').eq('user_id', userId).single()).data;

describe('application decisions are mailed', () => {
  let mailer: Awaited<ReturnType<typeof startMailer>>;
  let moderator: Awaited<ReturnType<MailStack['member']>>;
  beforeAll(async () => {
    moderator = await world.member('Moe Moderador', 'moderator');
    mailer = await startMailer(world.stack.apiUrl, world.stack.smtpPort!);
  });
  afterAll(() => mailer?.stop());

  it('an approved host application reaches the applicant in Spanish with the reason and what to do next', async () => {
    const ana = await apply('Ana Aspirante', 'host');
    const decided = await moderator.client.rpc('decide_application', { application_id: ana.applicationId, approve: true, reason: 'Perfil sólido & buena propuesta' });
    expect(decided.error).toBeNull();
    const [mail] = await eventually(() => world.mailsTo(ana.email), (m) => m.length > 0);
    expect(mail.Subject).toBe('Aprobamos tu solicitud de anfitrión de sesiones en vivo');
    expect(mail.From.Address).toBe('no-responder@nexo.dev');
    expect(mail.Text).toContain('Hola, Ana Aspirante:');
    expect(mail.Text).toContain('Comentario del equipo: Perfil sólido & buena propuesta');
    expect(mail.Text).toContain('http://localhost:5173/live-sessions');
    expect(mail.HTML).toContain('Perfil sólido &amp; buena propuesta');
    expect(mail.HTML).toContain('href="http://localhost:5173/live-sessions"');
    const row = await eventually(() => outboxRow(ana.id), (r) => Boolean(r?.sent_at));
    expect(row).toMatchObject({ recipient: ana.email, template: 'application_approved', attempts: 1, last_error: null });
  });

  it('a rejected one says so with the reason; exactly one mail per decision', async () => {
    const tomas = await apply('Tomás Talento', 'talent');
    await moderator.client.rpc('decide_application', { application_id: tomas.applicationId, approve: false, reason: 'Falta un video de muestra' });
    const [mail] = await eventually(() => world.mailsTo(tomas.email), (m) => m.length > 0);
    expect(mail.Subject).toBe('No aprobamos tu solicitud de talento');
    expect(mail.Text).toContain('Motivo: Falta un video de muestra');
    expect(mail.Text).toContain('http://localhost:5173/personalized-content');
    await new Promise((r) => setTimeout(r, 600));
    expect(await world.mailsTo(tomas.email)).toHaveLength(1);
  });

  it('members and visitors cannot read, write or claim the outbox', async () => {
    const reader = await world.member('Curiosa');
    expect((await reader.client.from('email_outbox').select('id')).error?.code).toBe('42501');
    expect((await moderator.client.from('email_outbox').select('id')).error?.code).toBe('42501');
    expect((await reader.client.rpc('claim_emails', { batch_size: 10 })).error?.code).toBe('42501');
    const res = await fetch(`${world.stack.apiUrl}/rest/v1/rpc/mark_email_sent`, {
      method: 'POST',
      headers: { apikey: DEFAULT_KEYS.publishableKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email_id: 1 }),
    });
    expect(res.status).toBe(401);
  });
});

describe('SMTP down', () => {
  it('keeps the mail unsent with its error, and sends it once SMTP is back', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const free = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(free));
      });
    });
    const mailer = await startMailer(world.stack.apiUrl, port);
    try {
      const moderator = await world.member('Mara Moderadora', 'moderator');
      const ivan = await apply('Iván Intento', 'host');
      await moderator.client.rpc('decide_application', { application_id: ivan.applicationId, approve: true, reason: 'Adelante' });
      const failed = await eventually(() => outboxRow(ivan.id), (r) => Boolean(r?.last_error));
      expect(failed).toMatchObject({ sent_at: null, last_error: expect.stringContaining('ECONNREFUSED') });
      const smtp = await serveSmtp(world.stack.deps.mail, '127.0.0.1', port);
      try {
        const sent = await eventually(() => outboxRow(ivan.id), (r) => Boolean(r?.sent_at), 15_000);
        expect(sent.attempts).toBeGreaterThan(1);
        expect((await world.mailsTo(ivan.email))[0].Subject).toBe('Aprobamos tu solicitud de anfitrión de sesiones en vivo');
      } finally {
        await smtp.stop();
      }
    } finally {
      await mailer.stop();
    }
  });
});

describe('several mailers', () => {
  it('never claim the same mail (claims at once see disjoint batches)', async () => {
    const someone = await world.member('Muchos Correos');
    await world.stack.db.query(
      `select private.enqueue_email($1, 'application_approved', '{"kind": "instructor", "reason": "ok", "link": "/"}') from generate_series(1, 20)`,
      [someone.id],
    );
    const batches = await Promise.all([1, 2, 3, 4].map(() => world.admin.rpc('claim_emails', { batch_size: 8 })));
    const ids = batches.flatMap((b) => (b.data as { id: number }[]).map((m) => m.id));
    expect(batches.every((b) => b.error === null)).toBe(true);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });
});
