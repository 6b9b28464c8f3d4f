// The outbox's RPCs over Supabase REST with the service key: claim due mails, mark them sent or failed.

export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

export interface Outbox {
  claim(batchSize: number): Promise<OutboxMail[]>;
  sent(id: number): Promise<void>;
  failed(id: number, error: string): Promise<void>;
}

export function restOutbox(supabaseUrl: string, serviceKey: string): Outbox {
  const rpc = async (name: string, args: Record<string, unknown>) => {
    const res = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${body.slice(0, 300)}`);
    return body ? JSON.parse(body) : null;
  };
  return {
    claim: async (batchSize) => (await rpc('claim_emails', { batch_size: batchSize })) as OutboxMail[],
    sent: async (id) => void (await rpc('mark_email_sent', { email_id: id })),
    failed: async (id, error) => void (await rpc('mark_email_failed', { email_id: id, error })),
  };
}
