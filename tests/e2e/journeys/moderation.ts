// Staff (issue 31), two browsers: a member's report reaches the moderator's queue live; the moderator claims it and hides
// the post (its author reads 'Retirado por moderación', others no longer read it, the reporter's report is resolved); a
// host application approved in the queue notifies the applicant, who then gets 'Nueva Sesión'; members get 'No Autorizado'.
import { randomUUID } from 'node:crypto';
import { describe, expect, onTestFinished } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession, type TestUser } from '../support/users.js';
import type { E2EEnv } from '../support/env.js';
import { memberClient } from './profile-support.js';

const MODERATOR = { id: '', email: 'moderador@nexo.dev', password: 'nexo1234', fullName: 'Tomás Vega' } satisfies TestUser;

async function staffPage(env: E2EEnv): Promise<Page> {
  const { page } = await env.newPage();
  await injectSession(env, page, MODERATOR);
  await page.goto('/moderacion');
  await page.getByTestId('moderation-page').waitFor();
  return page;
}

async function newPost(env: E2EEnv, author: TestUser, title: string): Promise<number> {
  const { data, error } = await env.admin.from('posts').insert({ community_id: 1, author_id: author.id, title, content: 'Contenido que alguien denunciará.' }).select('id').single();
  expect(error).toBeNull();
  return data!.id;
}

/** Chooses a decision with its reason in a queue card, submits it and waits for the toast and the card to leave the list. */
async function decide(card: Locator, [choice, reason]: [string, string], [button, toast]: [string, string]): Promise<void> {
  await card.getByLabel('Decisión').selectOption(choice);
  await card.getByRole('textbox', { name: 'Motivo' }).fill(reason);
  await card.getByRole('button', { name: button }).click();
  await card.page().getByTestId('toast').getByText(toast).waitFor();
  await card.waitFor({ state: 'detached' });
}

export function moderationJourneys(getEnv: GetEnv): void {
  describe('moderation', () => {
    journey("a report reaches the moderator live; claimed and hidden, its author reads 'Retirado por moderación' and the reporter sees it resolved", getEnv, async ({ env, page }) => {
      const author = await createUser(env, 'Autora Denunciada');
      const reporter = await createUser(env, 'Miembro Atento');
      const title = `Publicación denunciada ${randomUUID().slice(0, 6)}`;
      const postId = await newPost(env, author, title);
      // Other journeys list community 1's latest posts: the hidden post leaves with this journey.
      onTestFinished(async () => void (await env.admin.from('posts').delete().eq('id', postId)));
      const mod = await staffPage(env);
      try {
        const item = mod.locator(`[data-testid="report-item"][data-target="post:${postId}"]`);
        expect(await item.count()).toBe(0);
        const reports = await memberClient(env, reporter);
        expect((await reports.from('reports').insert({ target_type: 'post', target_id: String(postId), reason: 'Es spam comercial.' })).error).toBeNull();
        // Live: no reload on the moderator's page.
        await item.waitFor({ timeout: 15_000 });
        await item.getByText('«Es spam comercial.» — Miembro Atento', { exact: false }).waitFor();
        await item.getByRole('button', { name: 'Tomar' }).click();
        await item.getByText('Lo estás revisando tú.').waitFor();
        const form = item.getByTestId('decision-form');
        await form.getByRole('button', { name: 'Aplicar decisión' }).click();
        await form.getByText('Indica un motivo de hasta 1000 caracteres.').waitFor();
        await decide(item, ['hide', 'Publicidad no permitida en la comunidad.'], ['Aplicar decisión', 'Decisión registrada']);

        // The decision is in the log, with its reason.
        await mod.getByRole('tab', { name: 'Registro' }).click();
        await mod.getByTestId('staff-log').getByText('«Publicidad no permitida en la comunidad.»', { exact: false }).first().waitFor();
      } finally {
        await mod.context().close();
      }

      // Its author still reads it, labelled; the reporter no longer does.
      await injectSession(env, page, author);
      await page.goto(`/post/${postId}`);
      await page.getByText('Retirado por moderación').first().waitFor();
      await page.getByRole('heading', { name: title }).waitFor();
      await injectSession(env, page, reporter);
      await page.goto(`/post/${postId}`);
      await page.getByRole('heading', { name: 'Publicación retirada' }).waitFor();
      expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
      await page.goto('/settings');
      await page.getByText('Revisado').first().waitFor();

      // A member is not staff: the page says so, and the database refuses the queue anyway.
      await page.goto('/moderacion');
      await page.getByRole('heading', { name: 'No Autorizado' }).waitFor();
      const { error } = await (await memberClient(env, reporter)).rpc('staff_report_queue', {});
      expect(error?.details).toBe('Esta acción es solo para el equipo de moderación.');
    });

    journey("a host application approved by a moderator: the applicant is notified live and gets 'Nueva Sesión'", getEnv, async ({ env, page }) => {
      const applicant = await createUser(env, 'Candidata Anfitriona');
      const client = await memberClient(env, applicant);
      const { data: app, error } = await client
        .from('applications')
        .insert({ user_id: applicant.id, kind: 'host', full_name: 'Candidata Anfitriona', email: applicant.email, expertise: 'Cerámica', motivation: 'Quiero enseñar torno en vivo.', agreed_to_terms: true })
        .select('id')
        .single();
      expect(error).toBeNull();
      await injectSession(env, page, applicant);
      await page.goto('/communities/3?tab=live');
      const panel = page.getByRole('tabpanel', { name: 'Sesiones en Vivo' });
      await panel.getByRole('link', { name: 'Convertirse en Anfitrión' }).waitFor();

      const mod = await staffPage(env);
      try {
        await mod.getByRole('tab', { name: 'Solicitudes' }).click();
        const card = mod.locator(`[data-testid="application-item"][data-application="${app!.id}"]`);
        await card.getByText('Quiero enseñar torno en vivo.').waitFor();
        await decide(card, ['approve', 'Perfil con experiencia demostrada.'], ['Registrar decisión', 'Solicitud aprobada']);
      } finally {
        await mod.context().close();
      }

      // The bell counts the decision without a reload; the notification says what was decided and why.
      await page.getByRole('banner').getByRole('link', { name: /Notificaciones\s*\(\s*1\s*sin leer\)/ }).waitFor({ timeout: 15_000 });
      await page.goto('/notifications');
      await page.getByText('Aprobamos tu solicitud de anfitrión de sesiones en vivo. Perfil con experiencia demostrada.').waitFor();
      await page.goto('/communities/3?tab=live');
      await page.getByRole('tabpanel', { name: 'Sesiones en Vivo' }).getByRole('button', { name: 'Nueva Sesión' }).waitFor();
    });
  });
}
