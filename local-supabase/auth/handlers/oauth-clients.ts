// OAuth 2.1 server client registry: /admin/oauth/clients CRUD + regenerate_secret, and POST /oauth/clients/register (DCR).
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, noContent, type Reply } from '../http.js';
import { clientJson, deleteClient, findClient, listClients, regenerateSecret, registerClient, updateClient } from '../service/oauth-clients.js';

function requireEnabled(a: AuthRequest): void {
  if (!a.cfg.oauthServer.enabled) throw E.oauthServerDisabled();
}

export async function adminListClients(a: AuthRequest): Promise<Reply> {
  requireEnabled(a);
  return json({ clients: await listClients(a.deps.db) });
}

export async function adminCreateClient(a: AuthRequest): Promise<Reply> {
  requireEnabled(a);
  return json(await registerClient(a.deps.db, a.body, 'manual'), 201);
}

export async function adminGetClient(a: AuthRequest): Promise<Reply> {
  requireEnabled(a);
  return json(clientJson(await findClient(a.deps.db, a.params.clientId)));
}

export async function adminUpdateClient(a: AuthRequest): Promise<Reply> {
  requireEnabled(a);
  return json(await updateClient(a.deps.db, await findClient(a.deps.db, a.params.clientId), a.body));
}

export async function adminDeleteClient(a: AuthRequest): Promise<Reply> {
  requireEnabled(a);
  await deleteClient(a.deps.db, (await findClient(a.deps.db, a.params.clientId)).id);
  return noContent();
}

export async function adminRegenerateSecret(a: AuthRequest): Promise<Reply> {
  requireEnabled(a);
  return json(await regenerateSecret(a.deps.db, await findClient(a.deps.db, a.params.clientId)));
}

export async function dynamicRegister(a: AuthRequest): Promise<Reply> {
  requireEnabled(a);
  if (!a.cfg.oauthServer.allowDynamicRegistration) throw E.dynamicRegistrationDisabled();
  return json(await registerClient(a.deps.db, a.body, 'dynamic'), 201);
}
