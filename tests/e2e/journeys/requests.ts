// Applications and requests: /apply-instructor and /apply-expert (rules, 1.5 s sending, reset, one open per kind,
// statuses on the dashboard), /contact-expert (session requests the expert answers) and /personalized-content
// (search, categories, sorts, persisted content requests the talent answers), plus axe and 390 px on the four routes.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession, newMemberAt } from '../support/users.js';

function toast(page: Page, text: string) {
  return page.getByTestId('toast').getByText(text, { exact: true });
}

function localDay(offsetDays: number): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function openRequests(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Mis Solicitudes' }).click();
}

export function requestsJourneys(getEnv: GetEnv): void {
  describe('requests', () => {
    journey('/apply-instructor and /apply-expert: rules, 1.5 s sending, toast and reset, one open per kind, statuses on the dashboard', getEnv, async ({ env, page }) => {
      await page.goto('/apply-instructor');
      await page.getByRole('heading', { name: 'Conviértete en Instructor', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
      await toast(page, 'Debes iniciar sesión para enviar tu solicitud.').waitFor();

      const me = await newMemberAt(env, page, 'Inés Instructora', '/apply-instructor');
      const form = page.getByTestId('application-form');
      await expect.poll(() => form.getByLabel('Nombre completo').inputValue()).toBe('Inés Instructora');
      expect(await form.getByLabel('Correo electrónico').inputValue()).toBe(me.email);
      await form.getByLabel('Nombre completo').fill('');
      await form.getByLabel('Correo electrónico').fill('ines');
      await form.getByLabel('Años de experiencia').fill('-3');
      await form.getByLabel('LinkedIn (opcional)').fill('linkedin.com/in/ines');
      await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
      for (const text of [
        'El nombre completo es obligatorio.',
        'Escribe un correo electrónico válido.',
        'Cuéntanos en qué eres experto.',
        'Escribe un número de años entre 0 y 80.',
        'Escribe un enlace completo que empiece por http:// o https://.',
        'Describe la idea de tu curso.',
      ]) {
        await form.getByText(text, { exact: true }).waitFor();
      }
      expect(await form.getByLabel('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
      await form.getByLabel('Nombre completo').fill('Inés Instructora');
      await form.getByLabel('Correo electrónico').fill(me.email);
      await form.getByLabel('Área de experiencia').fill('Fotografía de producto');
      await form.getByLabel('Años de experiencia').fill('7');
      await form.getByLabel('LinkedIn (opcional)').fill('');
      await form.getByLabel('Idea de curso').fill('Fotografía con el celular para emprendedores.');
      const started = Date.now();
      await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
      const sending = page.getByRole('button', { name: 'Enviando Solicitud...' });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      await toast(page, '¡Solicitud Enviada!').waitFor();
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      expect(await form.getByLabel('Área de experiencia').inputValue()).toBe('');
      expect(await form.getByLabel('Idea de curso').inputValue()).toBe('');
      const { data: mine } = await env.admin.from('applications').select('kind, status, expertise, years_experience, course_idea, linkedin_url').eq('user_id', me.id);
      expect(mine).toEqual([{ kind: 'instructor', status: 'pending', expertise: 'Fotografía de producto', years_experience: 7, course_idea: 'Fotografía con el celular para emprendedores.', linkedin_url: null }]);

      // A second open instructor application is refused.
      await form.getByLabel('Área de experiencia').fill('Video');
      await form.getByLabel('Años de experiencia').fill('2');
      await form.getByLabel('Idea de curso').fill('Otro curso.');
      await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
      await toast(page, 'Ya tienes una solicitud de instructor en revisión o aprobada.').waitFor();

      await page.goto('/apply-expert');
      await page.getByRole('heading', { name: 'Aplica como Experto en Vivo', level: 1 }).waitFor();
      await form.getByLabel('Áreas de experiencia').fill(' IA ,, Datos ');
      await form.getByLabel('Años de experiencia').fill('10');
      await form.getByLabel('Perfil de LinkedIn (opcional)').fill('https://www.linkedin.com/in/ines');
      await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
      await form.getByText('Cuéntanos por qué quieres ser experto en vivo.').waitFor();
      await form.getByLabel('Motivación').fill('Me encanta resolver dudas en directo.');
      await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
      await toast(page, '¡Solicitud Enviada!').waitFor();
      const { data: expert } = await env.admin.from('applications').select('expertise, motivation, linkedin_url').eq('user_id', me.id).eq('kind', 'expert').single();
      expect(expert).toEqual({ expertise: 'IA, Datos', motivation: 'Me encanta resolver dudas en directo.', linkedin_url: 'https://www.linkedin.com/in/ines' });

      // Statuses on the dashboard; staff approving shows there.
      expect((await env.admin.from('applications').update({ status: 'approved' }).eq('user_id', me.id).eq('kind', 'expert')).error).toBeNull();
      await openRequests(page);
      const rows = page.getByTestId('my-application');
      await rows.filter({ hasText: 'Instructor' }).getByText('En revisión').waitFor();
      await rows.filter({ hasText: 'Experto en vivo' }).getByText('Aprobada').waitFor();
    });

    journey('/contact-expert: three experts and their links, visitor prompt, a session request the expert sees and accepts', getEnv, async ({ env, page }) => {
      await page.goto('/contact-expert');
      await page.getByRole('heading', { name: 'Contacta a un Experto', level: 1 }).waitFor();
      const cards = page.getByTestId('expert-card');
      await expect.poll(() => cards.locator('h2').allTextContents()).toEqual(['Dra. Elena Vargas', 'Ing. Roberto Díaz', 'Mtra. Isabel Cruz']);
      const nav = page.getByRole('navigation', { name: 'Más formas de aprender' });
      expect(await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/apply-expert', '/communities', '/courses', '/live-sessions']);
      await cards.first().getByRole('button', { name: /^Agendar sesión/ }).click();
      await toast(page, 'Debes iniciar sesión para agendar una sesión.').waitFor();

      const expertUser = await createUser(env, 'Roberto Díaz');
      const member = await createUser(env, 'Sara Solicitante');
      expect((await env.admin.from('experts').update({ user_id: expertUser.id }).eq('name', 'Ing. Roberto Díaz')).error).toBeNull();
      try {
        await injectSession(env, page, member);
        await page.goto('/contact-expert');
        await page.getByRole('button', { name: 'Agendar sesión con Ing. Roberto Díaz' }).click();
        const dialog = page.getByRole('dialog', { name: 'Agendar sesión con Ing. Roberto Díaz' });
        await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
        await dialog.getByText('Elige una fecha.').waitFor();
        await dialog.getByText('Elige una hora.').waitFor();
        await dialog.getByText('Cuéntale al experto de qué quieres hablar.').waitFor();
        await dialog.getByLabel('Fecha preferida').fill(localDay(-2));
        await dialog.getByLabel('Hora preferida').fill('18:30');
        await dialog.getByLabel('Tema de la sesión').fill('Revisión de mi API en Node.js');
        await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
        await dialog.getByText('Elige una fecha a partir de hoy.').waitFor();
        await dialog.getByLabel('Fecha preferida').fill(localDay(2));
        await dialog.getByRole('button', { name: 'Enviar solicitud' }).dblclick();
        await toast(page, 'El experto revisará tu solicitud y te responderá pronto.').waitFor();
        await dialog.waitFor({ state: 'hidden' });
        const { data: stored } = await env.admin.from('expert_session_requests').select('topic, preferred_date, preferred_time, status').eq('user_id', member.id);
        expect(stored).toEqual([{ topic: 'Revisión de mi API en Node.js', preferred_date: localDay(2), preferred_time: '18:30:00', status: 'pending' }]);

        // The expert's account.
        await injectSession(env, page, expertUser);
        await page.goto('/contact-expert');
        const request = page.getByTestId('session-request').filter({ hasText: 'Revisión de mi API en Node.js' });
        await request.getByText(/Sara Solicitante/).waitFor();
        await request.getByRole('button', { name: 'Aceptar' }).click();
        await request.getByText('Aceptada').waitFor();
        await page.goto('/notifications');
        await page.getByTestId('notification').filter({ hasText: 'Sara Solicitante quiere agendar una sesión contigo.' }).waitFor();

        await injectSession(env, page, member);
        await openRequests(page);
        await page.getByTestId('my-session-request').filter({ hasText: 'Ing. Roberto Díaz: Revisión de mi API en Node.js' }).getByText('Aceptada').waitFor();
      } finally {
        await env.admin.from('experts').update({ user_id: null }).eq('name', 'Ing. Roberto Díaz');
      }
    });

    journey('/personalized-content: search, categories, sorts, ≤ 3 tags, Limpiar Filtros; a persisted request the talent answers', getEnv, async ({ env, page }) => {
      await page.goto('/personalized-content');
      const cards = page.getByTestId('talent-card');
      const names = () => cards.locator('h2').allTextContents();
      await expect.poll(async () => (await names()).slice(0, 2)).toEqual(['Lucía Benítez', 'Marta Salinas']);
      expect(await cards.count()).toBe(9);
      for (const card of await cards.all()) expect(await card.getByRole('list', { name: 'Etiquetas' }).getByRole('listitem').count()).toBeLessThanOrEqual(3);
      const sortBy = page.getByLabel('Ordenar por');
      expect(await sortBy.inputValue()).toBe('rating');
      await sortBy.selectOption('name-asc');
      await expect.poll(async () => (await names())[0]).toBe('Andrés Ocampo');
      await sortBy.selectOption('name-desc');
      await expect.poll(async () => (await names())[0]).toBe('Valeria Campos');
      await sortBy.selectOption('price-asc');
      await expect.poll(async () => (await names())[0]).toBe('Camila Ortega');
      await sortBy.selectOption('price-desc');
      await expect.poll(async () => (await names())[0]).toBe('Marta Salinas');
      const categories = await page.getByLabel('Categoría', { exact: true }).locator('option').allTextContents();
      expect(categories[0]).toBe('Todas las categorías');
      expect(categories.length).toBe(10);
      await page.getByLabel('Categoría', { exact: true }).selectOption('Música');
      await expect.poll(names).toEqual(['Marta Salinas']);
      await page.getByLabel('Categoría', { exact: true }).selectOption('all');
      await page.getByRole('searchbox', { name: 'Buscar por nombre, categoría o etiqueta' }).fill('cumpleaños');
      await expect.poll(async () => (await names()).sort()).toEqual(['Andrés Ocampo', 'Marta Salinas']);
      await page.getByRole('searchbox', { name: 'Buscar por nombre, categoría o etiqueta' }).fill('zzz');
      await page.getByText('No se encontraron talentos').waitFor();
      await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
      await expect.poll(() => cards.count()).toBe(9);
      expect(await page.getByRole('button', { name: 'Aplicar como Talento (Próximamente)' }).isDisabled()).toBe(true);
      await cards.filter({ hasText: 'Paula Ríos' }).getByRole('button', { name: /^Solicitar Contenido/ }).click();
      await toast(page, 'Debes iniciar sesión para solicitar contenido.').waitFor();

      const talentUser = await createUser(env, 'Paula Ríos');
      const member = await createUser(env, 'Carmen Cliente');
      expect((await env.admin.from('talents').update({ user_id: talentUser.id }).eq('name', 'Paula Ríos')).error).toBeNull();
      try {
        await injectSession(env, page, member);
        await page.goto('/personalized-content');
        await cards.filter({ hasText: 'Paula Ríos' }).getByRole('button', { name: /^Solicitar Contenido/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Solicitar Contenido a Paula Ríos' });
        await dialog.getByLabel('Servicio').selectOption({ label: 'Carta literaria · USD 80.00' });
        await dialog.getByRole('button', { name: 'Enviar Solicitud' }).click();
        await dialog.getByText('Cuéntale al talento qué quieres recibir.').waitFor();
        await dialog.getByLabel('Instrucciones').fill('Una carta para mi abuela Elena.');
        await dialog.getByRole('button', { name: 'Enviar Solicitud' }).dblclick();
        await toast(page, 'El talento verá tu solicitud y su estado aparecerá en tu panel.').waitFor();
        await page.getByTestId('toast').getByText('Solicitud Enviada').waitFor();
        const { data: stored } = await env.admin.from('content_requests').select('id, instructions, status, email').eq('user_id', member.id);
        expect(stored?.map(({ instructions, status, email }) => ({ instructions, status, email }))).toEqual([{ instructions: 'Una carta para mi abuela Elena.', status: 'pending', email: member.email }]);

        await injectSession(env, page, talentUser);
        await page.goto('/personalized-content');
        const received = page.getByTestId('received-request').filter({ hasText: 'Una carta para mi abuela Elena.' });
        await received.getByLabel('Estado').selectOption('delivered');
        await toast(page, 'Solicitud actualizada').waitFor();
        await expect.poll(async () => (await env.admin.from('content_requests').select('status').eq('user_id', member.id).single()).data?.status).toBe('delivered');

        await injectSession(env, page, member);
        await openRequests(page);
        await page.getByTestId('my-content-request').filter({ hasText: 'Paula Ríos' }).getByText('Entregada').waitFor();
      } finally {
        await env.admin.from('talents').update({ user_id: null }).eq('name', 'Paula Ríos');
      }
    });

    journey('axe and 390 px on /apply-instructor, /apply-expert, /contact-expert, /personalized-content and the dashboard tab', getEnv, async ({ env, page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const me = await createUser(env, 'Ada Accesible');
      await injectSession(env, page, me);
      for (const [path, ready] of [
        ['/apply-instructor', 'application-form'],
        ['/apply-expert', 'application-form'],
        ['/contact-expert', 'expert-card'],
        ['/personalized-content', 'talent-card'],
      ] as const) {
        await page.goto(path);
        await page.getByTestId(ready).first().waitFor();
        expect(await seriousViolations(page), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
      }
      await page.getByTestId('talent-card').first().getByRole('button', { name: /^Solicitar Contenido/ }).click();
      await page.getByTestId('content-request-form').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await openRequests(page);
      await page.getByText('Aún no has enviado solicitudes.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), '/profile Mis Solicitudes').toBe(true);
    });
  });
}
