// Job portal: /job-search (cards, filters in the URL, paging, job page, visitor prompts), the Busco Empleo dialog and
// its rules, applying (two browsers: the recruiter sees the applicant and the bell live), /post-job-offer with every
// rule, edit and close, and axe + 390 px on the job routes.
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { liveJoined } from '../support/live.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession, type TestUser, newMemberAt } from '../support/users.js';
import type { E2EEnv } from '../support/env.js';
import { memberClient } from './profile-support.js';
import { formatRelativeTime } from '../../../src/lib/format.js';

function toast(page: Page, text: string) {
  return page.getByTestId('toast').getByText(text, { exact: true });
}

function cards(page: Page) {
  return page.getByTestId('job-card');
}

async function openJobs(env: E2EEnv): Promise<number> {
  const { count, error } = await env.admin.from('jobs').select('id', { count: 'exact', head: true }).is('closed_at', null);
  expect(error).toBeNull();
  return count ?? 0;
}

async function countText(page: Page): Promise<string> {
  return (await page.getByTestId('jobs-count').textContent())?.trim() ?? '';
}

async function addOffer(env: E2EEnv, recruiter: TestUser, title: string): Promise<number> {
  const { data, error } = await env.admin
    .from('jobs')
    .insert({ recruiter_id: recruiter.id, title, company: 'Pruebas Vivas', work_mode: 'remote', job_type: 'contract', skills: ['QA'], description: 'Oferta de prueba.', application_contact: 'qa@pruebas.example' })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id;
}

async function addSkills(page: Page, scope: ReturnType<Page['getByRole']> | Page, skills: string[]): Promise<void> {
  const input = scope.getByLabel('Habilidades *');
  for (const s of skills) {
    await input.fill(s);
    await input.press('Enter');
  }
}

function bell(page: Page, unread: number) {
  return page.getByRole('banner').getByRole('link', { name: new RegExp(`^Notificaciones\\s*\\(\\s*${unread}\\s*sin leer\\)$`) });
}

export function jobsJourneys(getEnv: GetEnv): void {
  describe('jobs', () => {
    journey('/job-search: count, cards, paging, filters live and in the URL, empty state, job page, visitor prompts', getEnv, async ({ env, page }) => {
      const total = await openJobs(env);
      expect(total).toBeGreaterThan(10);
      await page.goto('/job-search');
      await page.getByRole('heading', { name: 'Portal de Empleo', level: 1 }).waitFor();
      await expect.poll(() => countText(page)).toBe(`Mostrando 10 de ${total} empleos`);

      // A card: ≤ 4 skills + '+N más', salary range with currency, relative time, logo.
      const react = cards(page).filter({ has: page.getByRole('heading', { name: 'Desarrollador/a Frontend React' }) });
      await react.getByText('+1 más').waitFor();
      expect(await react.getByRole('list', { name: 'Habilidades' }).getByRole('listitem').allTextContents()).toEqual(['React', 'TypeScript', 'CSS', 'Testing', '+1 más']);
      await react.getByText('45.000 - 65.000 MXN').waitFor();
      await react.getByText('Ciudad de México, México').waitFor();
      await react.getByText('Tiempo completo').waitFor();
      await react.getByText(/^hace 3 horas$/).waitFor();
      await react.getByRole('img', { name: 'Logo de TechNova' }).waitFor();

      // Paging for real.
      await page.getByRole('button', { name: 'Cargar más empleos' }).click();
      await expect.poll(() => countText(page)).toBe(`Mostrando ${Math.min(20, total)} de ${total} empleos`);
      expect(await cards(page).count()).toBe(Math.min(20, total));

      // Live filters, kept in the URL.
      await page.getByRole('searchbox', { name: 'Buscar por título, empresa o habilidad' }).fill('react');
      await expect.poll(() => countText(page)).toBe('Mostrando 1 de 1 empleos');
      await page.waitForURL(/[?&]q=react/);
      await page.getByRole('searchbox', { name: 'Ubicación' }).fill('madrid');
      await page.getByText('No se encontraron empleos').waitFor();
      await page.getByRole('searchbox', { name: 'Buscar por título, empresa o habilidad' }).fill('');
      await expect.poll(() => countText(page)).toBe('Mostrando 2 de 2 empleos');
      await page.getByLabel('Tipo de empleo').selectOption('contract');
      await expect.poll(() => cards(page).locator('h2').allTextContents()).toEqual(['Especialista en Ciberseguridad']);
      await page.waitForURL(/location=madrid/);
      expect(new URL(page.url()).searchParams.get('type')).toBe('contract');

      // A shared search opens with its filters.
      await page.goto('/job-search?q=python&type=full-time');
      await expect.poll(() => cards(page).locator('h2').allTextContents()).toEqual(['Científico/a de Datos (IA)']);
      expect(await page.getByRole('searchbox', { name: 'Buscar por título, empresa o habilidad' }).inputValue()).toBe('python');

      // The job page.
      await cards(page).getByRole('link', { name: /^Ver detalles/ }).click();
      await page.waitForURL(/\/job-search\/\d+$/);
      await page.getByRole('heading', { name: 'Científico/a de Datos (IA)', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Descripción' }).waitFor();
      await page.getByText('Modelos de IA para apoyar diagnósticos médicos con datos anonimizados.').waitFor();
      await page.getByText('Oferta publicada por el equipo de MedIA.').waitFor();
      await page.getByRole('button', { name: 'Aplicar Ahora' }).click();
      await toast(page, 'Debes iniciar sesión para aplicar a una oferta.').waitFor();
      await page.goto('/job-search/999999');
      await page.getByText('Esta oferta no existe o fue eliminada.').waitFor();

      await page.goto('/job-search');
      await page.getByRole('button', { name: 'Publicar Busco Empleo' }).click();
      await toast(page, 'Debes iniciar sesión para publicar.').waitFor();
    });

    journey('Busco Empleo: required fields, skills (Enter, duplicates, blank, 10 max), links, bio counter, publish and update', getEnv, async ({ env, page }) => {
      const me = await newMemberAt(env, page, 'Berta Buscadora', '/job-search');
      await page.getByRole('button', { name: 'Publicar Busco Empleo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publicar Busco Empleo' });
      await dialog.getByLabel('Rol deseado *').waitFor();
      await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
      await toast(page, 'Por favor, completa los campos requeridos (Rol, Habilidades, Experiencia, Disponibilidad).').waitFor();
      await page.getByTestId('toast').getByText('Campos incompletos').waitFor();

      await dialog.getByLabel('Rol deseado *').fill('Analista QA');
      await addSkills(page, dialog, ['Cypress']);
      await dialog.getByRole('list', { name: 'Habilidades añadidas' }).getByText('Cypress').waitFor();
      await addSkills(page, dialog, ['cypress']);
      await toast(page, 'Esta habilidad ya ha sido añadida.').waitFor();
      await page.getByTestId('toast').getByText('Habilidad Duplicada').waitFor();
      await addSkills(page, dialog, ['   ']);
      await addSkills(page, dialog, ['SQL', 'Postman', 'Jira', 'Selenium', 'Playwright', 'Git', 'Scrum', 'Python', 'Linux']);
      await dialog.getByText('10/10 habilidades').waitFor();
      await addSkills(page, dialog, ['Docker']);
      await toast(page, 'Puedes añadir hasta 10 habilidades.').waitFor();
      await page.getByTestId('toast').getByText('Límite de Habilidades').waitFor();
      await dialog.getByRole('button', { name: 'Quitar Linux' }).click();
      await dialog.getByText('9/10 habilidades').waitFor();

      await dialog.getByLabel('Nivel de experiencia *').selectOption('mid');
      await dialog.getByLabel('Disponibilidad *').selectOption('contract');
      await dialog.getByLabel('Biografía corta').fill('Pruebo software con cariño.');
      expect(await dialog.getByTestId('bio-counter').textContent()).toBe('27/300');
      await dialog.getByLabel('Biografía corta').fill('x'.repeat(320));
      expect(await dialog.getByTestId('bio-counter').textContent()).toBe('300/300');
      await dialog.getByLabel('Biografía corta').fill('Pruebo software con cariño.');
      await dialog.getByLabel('Enlace a portafolio').fill('mi-web');
      await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
      await dialog.getByText('Escribe un enlace completo que empiece por http:// o https://.').waitFor();
      await dialog.getByLabel('Enlace a portafolio').fill('https://berta.example');
      await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
      await toast(page, 'Tu perfil de Busco Empleo ha sido publicado.').waitFor();
      await page.getByTestId('toast').getByText('¡Publicación Exitosa!').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const { data: rows } = await env.admin.from('job_seekers').select('name, desired_role, skills, portfolio_url').eq('user_id', me.id);
      expect(rows).toEqual([{ name: 'Berta Buscadora', desired_role: 'Analista QA', skills: ['Cypress', 'SQL', 'Postman', 'Jira', 'Selenium', 'Playwright', 'Git', 'Scrum', 'Python'], portfolio_url: 'https://berta.example' }]);

      // Publishing again updates the one profile.
      await page.getByRole('button', { name: 'Publicar Busco Empleo' }).click();
      await expect.poll(() => dialog.getByLabel('Rol deseado *').inputValue()).toBe('Analista QA');
      await dialog.getByLabel('Rol deseado *').fill('Líder QA');
      await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
      await toast(page, 'Tu perfil de Busco Empleo ha sido publicado.').waitFor();
      await expect
        .poll(async () => (await env.admin.from('job_seekers').select('desired_role').eq('user_id', me.id)).data)
        .toEqual([{ desired_role: 'Líder QA' }]);
    });

    journey('two browsers: a member applies once (profile first), the recruiter sees the applicant and the bell live', getEnv, async ({ env, page }) => {
      const recruiter = await createUser(env, 'Rita Reclutadora');
      const applicant = await createUser(env, 'Aldo Aspirante');
      const title = `Tester en vivo ${randomUUID().slice(0, 6)}`;
      const jobId = await addOffer(env, recruiter, title);
      // A stranger listening to the same applications hears nothing (RLS applies to realtime too).
      const stranger = await memberClient(env, await createUser(env, 'Espía Curioso'));
      const overheard: unknown[] = [];
      await new Promise<void>((resolve, reject) => {
        stranger
          .channel(`spy-${jobId}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'job_applications', filter: `job_id=eq.${jobId}` }, (p) => overheard.push(p))
          .subscribe((status) => (status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' ? reject(new Error(status)) : undefined));
      });
      const second = await env.newPage();
      try {
        const pageR = second.page;
        await injectSession(env, pageR, recruiter);
        const recruiterLive = liveJoined(pageR, `job-applications-${jobId}`);
        await pageR.goto(`/job-search/${jobId}`);
        await pageR.getByRole('heading', { name: title, level: 1 }).waitFor();
        await pageR.getByText('Aún no hay candidatos para esta oferta.').waitFor();
        await pageR.getByRole('banner').getByRole('link', { name: 'Notificaciones', exact: true }).waitFor();
        // The recruiter has no 'Aplicar Ahora' on their own offer.
        expect(await pageR.getByRole('button', { name: 'Aplicar Ahora' }).count()).toBe(0);

        // The recruiter's page is open and live (its channel joined) before the application is made.
        await recruiterLive;
        await injectSession(env, page, applicant);
        await page.goto(`/job-search/${jobId}`);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        // No Busco Empleo profile yet: the dialog asks for one.
        await page.getByRole('button', { name: 'Aplicar Ahora' }).click();
        const dialog = page.getByRole('dialog', { name: 'Publicar Busco Empleo' });
        await dialog.getByText('Para aplicar necesitas tu perfil de Busco Empleo. Publícalo y vuelve a pulsar «Aplicar Ahora».').waitFor();
        await dialog.getByLabel('Rol deseado *').fill('QA Manual');
        await addSkills(page, dialog, ['Pruebas']);
        await dialog.getByLabel('Nivel de experiencia *').selectOption('entry');
        await dialog.getByLabel('Disponibilidad *').selectOption('full-time');
        await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
        await toast(page, 'Tu perfil de Busco Empleo ha sido publicado.').waitFor();
        await dialog.waitFor({ state: 'hidden' });

        // A double click applies once.
        await page.getByRole('button', { name: 'Aplicar Ahora' }).dblclick();
        await toast(page, 'El reclutador ya puede ver tu perfil.').waitFor();
        await page.getByRole('button', { name: 'Ya aplicaste' }).waitFor();
        expect(await page.getByRole('button', { name: 'Ya aplicaste' }).isDisabled()).toBe(true);

        // The recruiter's screen, without a reload.
        const applicants = pageR.getByTestId('applicant');
        await applicants.filter({ hasText: 'Aldo Aspirante' }).waitFor();
        await applicants.getByText(/QA Manual/).waitFor();
        await bell(pageR, 1).waitFor();
        expect(await applicants.getByRole('link', { name: 'Contactar' }).getAttribute('href')).toBe(`/chat/${applicant.id}`);

        const { data: rows } = await env.admin.from('job_applications').select('applicant_id').eq('job_id', jobId);
        expect(rows).toEqual([{ applicant_id: applicant.id }]);
        expect(overheard).toEqual([]);
        await pageR.goto('/notifications');
        await pageR.getByTestId('notification').filter({ hasText: `Aldo Aspirante aplicó a tu oferta ${title}` }).getByRole('link').click();
        await pageR.waitForURL(`**/job-search/${jobId}`);

        await page.reload();
        await page.getByRole('button', { name: 'Ya aplicaste' }).waitFor();
        await page.goto('/profile');
        await page.getByRole('tab', { name: 'Mis Solicitudes' }).click();
        await page.getByTestId('my-job-application').filter({ hasText: `${title} · Pruebas Vivas` }).getByText('Enviada').waitFor();
      } finally {
        await second.context.close();
        await stranger.removeAllChannels();
        stranger.realtime.disconnect();
      }
    });

    journey('/post-job-offer: sign-in, required fields, remote hides the city, salary, website, skills 15, contact; publish, edit, close', getEnv, async ({ env, page }) => {
      await page.goto('/job-search');
      await page.getByRole('link', { name: 'Publicar oferta' }).click();
      await page.waitForURL('**/post-job-offer');
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await page.waitForURL(/\/job-search$/);
      await page.goto('/post-job-offer');
      await page.getByRole('button', { name: 'Publicar Oferta' }).click();
      await toast(page, 'Debes iniciar sesión para publicar una oferta.').waitFor();

      await newMemberAt(env, page, 'Olga Ofertante', '/post-job-offer');
      const form = page.getByTestId('job-offer-form');
      await page.getByRole('button', { name: 'Publicar Oferta' }).click();
      await toast(page, 'Por favor, completa todos los campos requeridos.').waitFor();

      const title = `Ingeniera QA ${randomUUID().slice(0, 6)}`;
      await form.getByLabel('Nombre de la empresa *').fill('Calidad Total');
      await form.getByLabel('Sitio web de la empresa').fill('calidad.example');
      await form.getByLabel('Título del puesto *').fill(title);
      expect(await form.getByLabel('Ciudad / Estado').count()).toBe(0);
      await form.getByLabel('Modalidad *').selectOption('hybrid');
      await form.getByLabel('Ciudad / Estado').fill('Lima, Perú');
      await form.getByLabel('Modalidad *').selectOption('remote');
      expect(await form.getByLabel('Ciudad / Estado').count()).toBe(0);
      await form.getByLabel('Modalidad *').selectOption('on-site');
      await form.getByLabel('Ciudad / Estado').fill('Lima, Perú');
      await form.getByLabel('Tipo de contrato *').selectOption('part-time');
      expect(await form.getByLabel('Moneda').inputValue()).toBe('USD');
      expect(await form.getByLabel('Moneda').locator('option').allTextContents()).toEqual(['USD', 'EUR', 'MXN', 'COP', 'ARS', 'PEN', 'CLP']);
      await form.getByLabel('Moneda').selectOption('PEN');
      await form.getByLabel('Mínimo').fill('5000');
      await form.getByLabel('Máximo').fill('1000');
      const sixteen = Array.from({ length: 16 }, (_, i) => `Hab ${i + 1}`);
      await addSkills(page, page, sixteen);
      await toast(page, 'Puedes añadir hasta 15 habilidades.').waitFor();
      await form.getByText('15/15 habilidades').waitFor();
      await form.getByRole('button', { name: 'Quitar Hab 15' }).click();
      await addSkills(page, page, ['hab 1']);
      await toast(page, 'Esta habilidad ya ha sido añadida.').waitFor();
      await form.getByLabel('Descripción del puesto *').fill('Diseña y ejecuta pruebas.');
      await form.getByLabel('Enlace o correo para aplicar *').fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Publicar Oferta' }).click();
      await form.getByText('El salario máximo no puede ser menor que el mínimo.').waitFor();
      await form.getByText('Escribe una dirección web completa que empiece por http:// o https://.').waitFor();
      await form.getByText('Escribe un enlace que empiece por http:// o https://, o un correo electrónico.').waitFor();
      expect(await form.getByLabel('Máximo').getAttribute('aria-invalid')).toBe('true');
      await form.getByLabel('Máximo').fill('7000');
      await form.getByLabel('Sitio web de la empresa').fill('https://calidad.example');
      await form.getByLabel('Enlace o correo para aplicar *').fill('empleo@calidad.example');
      await page.getByRole('button', { name: 'Publicar Oferta' }).dblclick();
      await page.getByTestId('toast').getByText('¡Oferta Publicada!').waitFor();
      await page.waitForURL(/\/job-search$/);
      expect((await env.admin.from('jobs').select('id').eq('title', title)).data).toHaveLength(1);
      const card = cards(page).filter({ has: page.getByRole('heading', { name: title }) });
      await card.getByText('5000 - 7000 PEN').or(card.getByText('5.000 - 7.000 PEN')).waitFor();
      await card.getByText('Lima, Perú').waitFor();

      // Edit and close it from its page.
      await card.getByRole('link', { name: title, exact: true }).click();
      await page.getByTestId('job-recruiter').getByText('Olga Ofertante').waitFor();
      await page.getByRole('link', { name: 'Editar oferta' }).click();
      await page.getByRole('heading', { name: 'Editar oferta de empleo' }).waitFor();
      await expect.poll(() => form.getByLabel('Título del puesto *').inputValue()).toBe(title);
      expect(await form.getByText('14/15 habilidades').count()).toBe(1);
      await form.getByLabel('Título del puesto *').fill(`${title} senior`);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByRole('heading', { name: `${title} senior`, level: 1 }).waitFor();
      const jobId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('button', { name: 'Cerrar oferta' }).click();
      await toast(page, 'Oferta cerrada').waitFor();
      await page.getByRole('article').getByText('Oferta cerrada').waitFor();
      await page.getByRole('button', { name: 'Reabrir oferta' }).waitFor();
      await page.goto(`/job-search?q=${encodeURIComponent(title)}`);
      await page.getByText('No se encontraron empleos').waitFor();
      // The dashboard still lists it, closed, with its link.
      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Mis Solicitudes' }).click();
      await page.getByTestId('my-job-offer').filter({ hasText: `${title} senior` }).getByText('Oferta cerrada').waitFor();

      // Nobody else edits it.
      await newMemberAt(env, page, 'Otto Otro', `/post-job-offer?edit=${jobId}`);
      await page.getByText('No puedes editar esta oferta.').waitFor();
      const { data } = await env.admin.from('jobs').select('title, location, salary_min, salary_max, salary_currency, closed_at').eq('id', jobId).single();
      expect(data).toMatchObject({ title: `${title} senior`, location: 'Lima, Perú', salary_min: 5000, salary_max: 7000, salary_currency: 'PEN' });
      expect(data?.closed_at).not.toBeNull();
    });

    journey('/recruit: count, cards (initials, activity, ≤ 5 skills, links in a new tab, location), filters in the URL, learning record, Contactar', getEnv, async ({ env, page }) => {
      const noPlace = await createUser(env, 'Nina Sinlugar');
      expect((await env.admin.from('job_seekers').insert({ user_id: noPlace.id, name: 'Nina Sinlugar', desired_role: 'Redactora técnica', skills: ['Markdown'], experience_level: 'mid', availability: 'part-time' })).error).toBeNull();
      const { count } = await env.admin.from('job_seekers').select('id', { count: 'exact', head: true });
      const total = count ?? 0;
      await page.goto('/recruit');
      await page.getByRole('heading', { name: 'Encuentra Talento Excepcional', level: 1 }).waitFor();
      await expect.poll(async () => (await page.getByTestId('candidates-count').textContent())?.trim()).toBe(`Mostrando ${Math.min(12, total)} de ${total} candidatos`);
      const candidates = page.getByTestId('candidate-card');

      const maria = candidates.filter({ has: page.getByRole('heading', { name: 'María José Pérez' }) });
      expect(await maria.getByRole('list', { name: 'Habilidades' }).getByRole('listitem').allTextContents()).toEqual(['React', 'Node.js', 'PostgreSQL', 'TypeScript', 'Docker', '+1 más']);
      // The seed stamps María 20 minutes before the stack started: the text follows however long the run has been going.
      const { data: seeded } = await env.admin.from('job_seekers').select('last_active_at').eq('name', 'María José Pérez').single();
      await maria.getByText(`Activo ${formatRelativeTime(seeded!.last_active_at as string)}`).waitFor();
      await maria.getByText('Remoto (LatAm)').waitFor();
      await maria.getByText('Senior').waitFor();
      expect(await maria.getByRole('img', { name: 'Avatar de María José Pérez' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      const portfolio = maria.getByRole('link', { name: /^Portafolio/ });
      expect(await portfolio.getAttribute('href')).toBe('https://mariajose.example');
      expect(await portfolio.getAttribute('target')).toBe('_blank');
      expect(await maria.getByRole('link', { name: /^LinkedIn/ }).getAttribute('target')).toBe('_blank');
      await maria.getByRole('button', { name: /^Contactar/ }).click();
      await toast(page, 'Este candidato todavía no tiene cuenta en Nexo, así que no puedes escribirle por chat.').waitFor();

      const search = page.getByRole('searchbox', { name: 'Buscar por nombre o rol' });
      await search.fill('datos');
      await expect.poll(() => candidates.locator('h2').allTextContents()).toEqual(['Luis Hernández', 'Gabriela Núñez']);
      await page.getByRole('searchbox', { name: 'Filtrar por habilidad' }).fill('nlp');
      await expect.poll(() => candidates.locator('h2').allTextContents()).toEqual(['Gabriela Núñez']);
      await page.waitForURL(/skill=nlp/);
      expect(new URL(page.url()).searchParams.get('q')).toBe('datos');
      await search.fill('zzzz');
      await page.getByText('No se encontraron candidatos').waitFor();

      // Member candidates: learning record, the direct chat, 'No especificada'.
      await page.goto('/recruit?q=diego');
      const diego = candidates.filter({ has: page.getByRole('heading', { name: 'Diego Ramírez' }) });
      await diego.getByTestId('candidate-learning').getByText('2 cursos completados').waitFor();
      expect(await diego.getByRole('link', { name: /^Contactar/ }).getAttribute('href')).toBe('/chat/a0000000-0000-4000-8000-000000000004');
      await page.goto('/recruit?q=nina');
      await candidates.getByText('No especificada').waitFor();
      expect(await candidates.getByTestId('candidate-learning').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    journey('axe and 390 px on /job-search, a job page with applicants and /post-job-offer', getEnv, async ({ env, page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const recruiter = await createUser(env, 'Axel Accesible');
      const jobId = await addOffer(env, recruiter, 'Oferta accesible');
      await page.goto('/job-search');
      await cards(page).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await injectSession(env, page, recruiter);
      await page.goto(`/job-search/${jobId}`);
      await page.getByText('Aún no hay candidatos para esta oferta.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.goto('/post-job-offer');
      await page.getByTestId('job-offer-form').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.goto('/recruit');
      await page.getByTestId('candidate-card').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.goto('/job-search');
      await page.getByRole('button', { name: 'Publicar Busco Empleo' }).click();
      await page.getByRole('dialog', { name: 'Publicar Busco Empleo' }).getByLabel('Rol deseado *').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
