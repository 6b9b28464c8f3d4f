// Unit: mail catcher store links, Mailpit JSON shapes, HTTP routes, HTML escaping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailStore } from './store.js';
import { mailbox, search, serveMail, summary } from './server.js';
import { listPage, mailPage } from './pages.js';

describe('mail catcher', () => {
  const store = new MailStore();
  let url = '';
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const served = await serveMail(store, '127.0.0.1', 0);
    url = `http://127.0.0.1:${served.port}`;
    stop = served.stop;
  });
  afterAll(() => stop());

  it('summary has Mailpit field names', () => {
    const m = store.add({ to: 'a@b.c', from: 'x@y.z', subject: 'Hi', html: '<a href="http://l?a=1&amp;b=2">go</a>', text: 'Hello\n\nthere' });
    expect(m.links).toEqual(['http://l?a=1&b=2']);
    expect(summary(m)).toMatchObject({ ID: m.id, From: { Address: 'x@y.z' }, To: [{ Address: 'a@b.c' }], Subject: 'Hi', Created: m.createdAt, Snippet: 'Hello there' });
  });

  it('splits a "Name <address>" sender like Mailpit', () => {
    expect(mailbox('Nexo <no-responder@nexo.dev>')).toEqual({ Name: 'Nexo', Address: 'no-responder@nexo.dev' });
    expect(mailbox('"Equipo Nexo" <hola@nexo.dev>')).toEqual({ Name: 'Equipo Nexo', Address: 'hola@nexo.dev' });
    expect(mailbox('x@y.z')).toEqual({ Name: '', Address: 'x@y.z' });
  });

  it('serves list, one message, 404 and delete', async () => {
    const list = await (await fetch(`${url}/api/v1/messages`)).json();
    expect(list.total).toBe(1);
    const one = await (await fetch(`${url}/api/v1/message/${list.messages[0].ID}`)).json();
    expect(one).toMatchObject({ Subject: 'Hi', Text: 'Hello\n\nthere', HTML: expect.stringContaining('href') });
    expect((await fetch(`${url}/api/v1/message/missing`)).status).toBe(404);
    expect((await fetch(`${url}/api/v1/messages`, { method: 'DELETE' })).status).toBe(200);
    expect((await (await fetch(`${url}/api/v1/messages`)).json()).total).toBe(0);
  });

  it('search by to:, subject: and words; latest; delete by search', async () => {
    store.add({ to: 'one@x.io', from: 'f@x.io', subject: 'Reset Your Password', html: '', text: 'code 1' });
    store.add({ to: 'two@x.io', from: 'f@x.io', subject: 'Confirm Your Signup', html: '', text: 'code 2' });
    expect(search(store.list(), 'to:one@x.io').map((m) => m.to)).toEqual(['one@x.io']);
    expect(search(store.list(), 'subject:signup').map((m) => m.to)).toEqual(['two@x.io']);
    expect(search(store.list(), 'code').length).toBe(2);
    const found = await (await fetch(`${url}/api/v1/search?query=${encodeURIComponent('to:two@x.io')}`)).json();
    expect(found).toMatchObject({ total: 1, messages: [{ To: [{ Address: 'two@x.io' }] }] });
    expect((await (await fetch(`${url}/api/v1/message/latest`)).json()).Subject).toBe('Confirm Your Signup');
    await fetch(`${url}/api/v1/search?query=${encodeURIComponent('to:two@x.io')}`, { method: 'DELETE' });
    expect(store.list().map((m) => m.to)).toEqual(['one@x.io']);
  });

  it('lets no other site read the mails (no CORS headers on the JSON API)', async () => {
    store.add({ to: 'cors@b.c', from: 'x@y.z', subject: 'Tu código', html: '<p>123456</p>', text: '123456' });
    const r = await fetch(`${url}/api/v1/messages`, { headers: { Origin: 'https://evil.example' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('pages escape mail content', () => {
    const m = store.add({ to: '<x>@b.c', from: 'f', subject: '<script>', html: '<b>"q"</b>', text: 't' });
    expect(listPage([m])).not.toContain('<script>');
    expect(mailPage(m)).toContain('srcdoc="&lt;b&gt;&quot;q&quot;&lt;/b&gt;"');
  });
});
