// Learning: /courses (sections, sorts, accent-insensitive search, progress on cards), /courses/{id} (header, price card,
// enrol, not found, empty states), lessons completed across modules with progress live on a second browser and kept
// after reload, the saved video position, Comunidad, Reseñas changing the average and distribution, the certificate.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession, newMemberAt } from '../support/users.js';
import type { E2EEnv } from '../support/env.js';

/** Titles of the cards in one section of /courses, in order. */
function cardTitles(page: Page, section: string): Promise<string[]> {
  return page.getByRole('region', { name: new RegExp(`^${section}`) }).getByRole('heading', { level: 3 }).allTextContents();
}

async function courseRow(env: E2EEnv, id: number): Promise<{ rating: number; reviews_count: number; students_count: number }> {
  const { data, error } = await env.admin.from('courses').select('rating, reviews_count, students_count').eq('id', id).single();
  expect(error).toBeNull();
  return data as { rating: number; reviews_count: number; students_count: number };
}

const lessonTitle = (page: Page) => page.getByTestId('lesson-title');
const percent = (page: Page) => page.getByTestId('progress-percent');

export function learningJourneys(getEnv: GetEnv): void {
  describe('learning', () => {
    journey('courses list: live and recorded sections, five sorts, accent-insensitive search, empty result, axe', getEnv, async ({ page }) => {
      await page.goto('/courses');
      await page.getByRole('heading', { name: 'Cursos', level: 1 }).waitFor();
      expect(await cardTitles(page, 'Próximos Cursos en Vivo')).toEqual(['Bootcamp en Vivo: Full Stack con React y Node', 'Taller en Vivo: Producción Musical con Ableton']);
      const recorded = await cardTitles(page, 'Cursos Grabados');
      expect(recorded[0]).toBe('React Moderno: Hooks y Patrones');
      expect(recorded).toHaveLength(10);
      expect(await page.getByRole('link', { name: 'Aplicar para dar cursos' }).getAttribute('href')).toBe('/apply-instructor');
      const figma = page.getByRole('article').filter({ hasText: 'Diseño de Interfaces con Figma' });
      await figma.getByText('Gratis').waitFor();
      await figma.getByText('Carlos Mendoza').waitFor();
      await figma.getByText('Principiante').waitFor();
      await figma.getByText('12 horas').waitFor();
      await page.getByRole('article').filter({ hasText: 'React Moderno' }).getByText('USD 49.99').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Precio alto a bajo' }).click();
      await expect.poll(() => cardTitles(page, 'Cursos Grabados').then((t) => t[0])).toBe('Machine Learning Avanzado');
      await page.getByRole('button', { name: 'Precio bajo a alto' }).click();
      await expect.poll(() => cardTitles(page, 'Cursos Grabados').then((t) => t.at(-1))).toBe('Machine Learning Avanzado');
      await page.getByRole('button', { name: 'Más Populares' }).click();
      expect(new URL(page.url()).searchParams.get('sort')).toBe('popular');
      await page.getByRole('button', { name: 'Mejor Valorados' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Mejor Valorados' }).getAttribute('aria-pressed')).toBe('true');

      await page.getByLabel('Buscar cursos').fill('ingles');
      await expect.poll(() => cardTitles(page, 'Cursos Grabados')).toEqual(['Inglés Conversacional B1–B2']);
      await page.getByLabel('Buscar cursos').fill('diseno');
      await expect.poll(() => cardTitles(page, 'Cursos Grabados')).toEqual(['Diseño de Interfaces con Figma']);
      await page.getByLabel('Buscar cursos').fill('zzzz nada');
      await page.getByText('No se encontraron cursos').waitFor();
    });

    journey('course page for a visitor: header, price card, tabs, sign-in prompt to enrol, empty states, not found, axe', getEnv, async ({ page }) => {
      await page.goto('/courses/1');
      await page.getByRole('heading', { name: 'React Moderno: Hooks y Patrones', level: 1 }).waitFor();
      await page.getByTestId('course-price').getByText('USD 49.99').waitFor();
      await page.getByText('4 lecciones').waitFor();
      for (const b of ['Acceso a la comunidad del curso', 'Certificado de finalización', 'Recursos descargables', 'Acceso de por vida']) await page.getByText(b).waitFor();
      await page.getByRole('link', { name: 'Ver comunidad del curso' }).waitFor();
      for (const t of ['Contenido del Curso', 'Comunidad', 'Reseñas']) await page.getByRole('tab', { name: t }).waitFor();
      expect(await page.getByRole('tab', { name: 'Contenido del Curso' }).getAttribute('aria-selected')).toBe('true');
      // All modules open, the first lesson selected.
      expect(await page.locator('details[open]').count()).toBe(2);
      expect(await lessonTitle(page).textContent()).toBe('Introducción a los hooks');
      await page.getByTestId('lesson-video').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: /Context y reducers/ }).click();
      await expect.poll(() => lessonTitle(page).textContent()).toBe('Context y reducers');
      await page.getByText('Video no disponible para esta lección.').waitFor();

      await page.getByRole('button', { name: 'Inscribirse' }).click();
      const toast = page.getByTestId('toast');
      await toast.getByText('Necesitas iniciar sesión para inscribirte en este curso.').waitFor();

      await page.goto('/courses/12');
      await page.getByText('No hay contenido disponible para este curso todavía.').waitFor();
      await page.getByTestId('course-price').getByText('Gratis').waitFor();

      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      await page.goto('/courses/abc');
      await page.getByRole('heading', { name: 'Curso no encontrado' }).waitFor();
      expect(requested.filter((u) => u.includes('/rest/v1/courses') && /id=eq\.(NaN|abc)\b/.test(u))).toEqual([]);
      await page.goto('/courses/9999');
      await page.getByRole('heading', { name: 'Curso no encontrado' }).waitFor();
      await page.getByRole('link', { name: 'Ver cursos' }).click();
      await page.waitForURL(/\/courses$/);
    });

    journey('enrol, complete lessons across modules, progress live on a second browser and after reload, certificate', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Elena Estudiante');
      await injectSession(env, page, user);
      const other = await env.newPage();
      try {
        await injectSession(env, other.page, user);
        await page.goto('/courses/2');
        await page.getByRole('button', { name: 'Inscribirse' }).click();
        await page.getByTestId('toast').getByText('¡Inscripción exitosa!').waitFor();
        await page.getByRole('button', { name: 'Continuar Aprendiendo' }).waitFor();
        // The spec's default set (1 and 3) was given to the member who had none, and the enrolment counted.
        const { data: enrolled } = await env.admin.from('enrolments').select('course_id').eq('user_id', user.id).order('course_id');
        expect((enrolled as { course_id: number }[]).map((e) => e.course_id)).toEqual([1, 2, 3]);

        await other.page.goto('/courses/2');
        await other.page.getByRole('button', { name: 'Continuar Aprendiendo' }).waitFor();
        expect(await percent(other.page).textContent()).toBe('0%');

        expect(await lessonTitle(page).textContent()).toBe('La interfaz de Figma');
        await page.getByRole('button', { name: 'Marcar como completada' }).click();
        await expect.poll(() => lessonTitle(page).textContent()).toBe('Marcos, formas y texto');
        await expect.poll(() => percent(page).textContent()).toBe('25%');
        await page.getByRole('button', { name: 'Marcar como completada' }).click();
        // Next module's first lesson.
        await expect.poll(() => lessonTitle(page).textContent()).toBe('Componentes y variantes');
        await expect.poll(() => percent(page).textContent()).toBe('50%');
        // The second browser follows without a reload, ticks included.
        await expect.poll(() => percent(other.page).textContent(), { timeout: 15_000 }).toBe('50%');
        await other.page.getByRole('button', { name: /La interfaz de Figma/ }).getByLabel('Completada').waitFor();

        // A reload resumes at the first unfinished lesson with the progress kept.
        await page.reload();
        await expect.poll(() => lessonTitle(page).textContent()).toBe('Componentes y variantes');
        await expect.poll(() => percent(page).textContent()).toBe('50%');

        await page.getByRole('button', { name: 'Marcar como completada' }).click();
        await expect.poll(() => lessonTitle(page).textContent()).toBe('Prototipos interactivos');
        await page.getByRole('button', { name: 'Marcar como completada' }).click();
        await page.getByTestId('course-congrats').getByText('¡Felicidades! Has completado el curso').waitFor();
        await expect.poll(() => percent(page).textContent()).toBe('100%');
        await expect.poll(() => percent(other.page).textContent(), { timeout: 15_000 }).toBe('100%');

        await page.goto('/courses');
        await page.getByRole('article').filter({ hasText: 'Diseño de Interfaces con Figma' }).getByText('100%').waitFor();
        await page.getByRole('article').filter({ hasText: 'React Moderno' }).getByText('0%').waitFor();

        await page.goto('/courses/2');
        await page.getByTestId('course-congrats').getByRole('link', { name: 'Ver certificado' }).click();
        await page.waitForURL(/\/certificates\/[A-Z0-9]{12}$/);
        expect(await page.getByTestId('certificate-name').textContent()).toBe('Elena Estudiante');
        expect(await page.getByTestId('certificate-course').textContent()).toBe('Diseño de Interfaces con Figma');
        const code = await page.getByTestId('certificate-code').textContent();
        expect(page.url()).toContain(code!);
        // It prints on one A4 page.
        await page.emulateMedia({ media: 'print' });
        const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
        expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
        await page.emulateMedia({ media: 'screen' });
        // The learning record on the dashboard: in progress, completed with its certificate, quiz scores, the chart.
        await page.goto('/profile');
        await page.getByRole('tab', { name: 'Mi Aprendizaje' }).click();
        const record = page.getByTestId('learning-record');
        await record.getByRole('region', { name: 'Cursos completados' }).getByRole('link', { name: 'Diseño de Interfaces con Figma' }).waitFor();
        expect(await record.getByRole('region', { name: 'Cursos completados' }).getByRole('link', { name: 'Ver certificado' }).getAttribute('href')).toBe(
          `/certificates/${code}`,
        );
        await record.getByRole('region', { name: 'Cursos en progreso' }).getByRole('link', { name: 'React Moderno: Hooks y Patrones' }).waitFor();
        expect(await record.getByRole('img').getAttribute('aria-label')).toContain('Diseño de Interfaces con Figma: 100%');

        // Anyone verifies it at its URL, and sees the record on the public profile.
        const visitor = await env.newPage();
        try {
          await visitor.page.goto(`/certificates/${code}`);
          expect(await visitor.page.getByTestId('certificate-name').textContent()).toBe('Elena Estudiante');
          await visitor.page.goto('/certificates/AAAAAAAAAAAA');
          await visitor.page.getByRole('heading', { name: 'Certificado no encontrado' }).waitFor();
          await visitor.page.goto(`/profile/${user.id}`);
          await visitor.page.getByRole('tab', { name: 'Cursos' }).click();
          await visitor.page.getByTestId('learning-record').getByRole('link', { name: 'Ver certificado' }).click();
          await visitor.page.waitForURL(new RegExp(`/certificates/${code}$`));
        } finally {
          await visitor.context.close();
        }
      } finally {
        await other.context.close();
      }
    });

    journey('the lesson resumes where it stopped, on another device too', getEnv, async ({ env, page }) => {
      const user = await newMemberAt(env, page, 'Rosa Reanuda', '/courses/3');
      await page.getByRole('button', { name: 'Continuar Aprendiendo' }).waitFor();
      const video = page.getByTestId('lesson-video');
      await video.waitFor();
      await video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        return v.play();
      });
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(1.5);
      await video.evaluate((v: HTMLVideoElement) => v.pause());
      await expect
        .poll(async () => ((await env.admin.from('lesson_positions').select('seconds').eq('user_id', user.id)).data as { seconds: number }[]).length, {
          timeout: 10_000,
        })
        .toBe(1);
      const saved = Number(((await env.admin.from('lesson_positions').select('seconds').eq('user_id', user.id)).data as { seconds: number }[])[0].seconds);
      expect(saved).toBeGreaterThan(1);

      const other = await env.newPage();
      try {
        await injectSession(env, other.page, user);
        await other.page.goto('/courses/3');
        const resumed = other.page.getByTestId('lesson-video');
        await resumed.waitFor();
        await expect.poll(() => resumed.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(saved - 0.5);
        // Playback speed.
        await other.page.getByLabel('Velocidad').selectOption('1.5');
        expect(await resumed.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
        // Keyboard: K plays and pauses, the arrows jump 5 seconds.
        await resumed.evaluate((v: HTMLVideoElement) => void (v.muted = true));
        const player = other.page.getByRole('group', { name: /^Reproductor: / });
        await player.focus();
        await other.page.keyboard.press('k');
        await expect.poll(() => resumed.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
        await other.page.keyboard.press('k');
        await expect.poll(() => resumed.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
        const at = await resumed.evaluate((v: HTMLVideoElement) => v.currentTime);
        await other.page.keyboard.press('ArrowLeft');
        expect(await resumed.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(Math.max(0, at - 5));
      } finally {
        await other.context.close();
      }
    });

    journey('Comunidad shows the course community with real counts and its latest posts', getEnv, async ({ env, page }) => {
      const { data } = await env.admin.from('communities').select('name, members_count, posts_count').eq('id', 1).single();
      const c = data as { name: string; members_count: number; posts_count: number };
      const { data: posts } = await env.admin.from('posts').select('title').eq('community_id', 1).order('created_at', { ascending: false }).limit(2);
      await page.goto('/courses/1?tab=community');
      await page.getByRole('heading', { name: c.name }).waitFor();
      expect(await page.getByTestId('community-members').textContent()).toContain(String(c.members_count));
      expect(await page.getByTestId('community-posts').textContent()).toContain(String(c.posts_count));
      expect(await page.getByTestId('community-activity').textContent()).toMatch(/^Última actividad hace /);
      for (const p of posts as { title: string }[]) await page.getByRole('link', { name: p.title }).waitFor();
      await page.getByRole('link', { name: 'Ver todas las publicaciones' }).click();
      await page.waitForURL(/\/communities\/1$/);

      // A course without a community.
      const { data: made } = await env.admin.from('courses').insert({ title: 'Curso sin comunidad e2e' }).select('id').single();
      const id = (made as { id: number }).id;
      try {
        await page.goto(`/courses/${id}?tab=community`);
        await page.getByText('No hay comunidad asociada a este curso.').waitFor();
      } finally {
        await env.admin.from('courses').delete().eq('id', id);
      }
    });

    journey('Reseñas: distribution bars, a new review moves the average and the bars, edit and delete, bad input refused', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Rubén Reseñas');
      await injectSession(env, page, user);
      await env.admin.from('enrolments').insert({ user_id: user.id, course_id: 6 });
      const before = await courseRow(env, 6);
      await page.goto('/courses/6?tab=reviews');
      await page.getByRole('list', { name: 'Distribución de valoraciones' }).waitFor();
      expect(await page.getByTestId('reviews-average').textContent()).toBe(Number(before.rating).toFixed(1));
      const fiveBefore = await page.getByTestId('stars-5').textContent();
      const oneBefore = await page.getByTestId('stars-1').textContent();
      expect(await seriousViolations(page)).toEqual([]);

      // Bad input: no stars, then a blank text.
      await page.getByRole('button', { name: 'Publicar reseña' }).click();
      await page.getByRole('alert').getByText('La valoración debe ser de 1 a 5 estrellas.').waitFor();
      await page.getByRole('radio', { name: '1 estrella' }).check({ force: true });
      await page.getByRole('button', { name: 'Publicar reseña' }).click();
      await page.getByRole('alert').getByText('Escribe tu reseña antes de publicarla.').waitFor();
      await page.getByLabel('Tu opinión').fill('No era lo que esperaba.');
      await page.getByRole('button', { name: 'Publicar reseña' }).click();
      await page.getByTestId('toast').getByText('Reseña publicada').waitFor();
      const after = await courseRow(env, 6);
      expect(after.reviews_count).toBe(before.reviews_count + 1);
      await expect.poll(() => page.getByTestId('reviews-average').textContent()).toBe(Number(after.rating).toFixed(1));
      expect(Number(after.rating)).toBeLessThan(Number(before.rating));
      await expect.poll(() => page.getByTestId('stars-1').textContent()).not.toBe(oneBefore);
      expect(await page.getByTestId('stars-5').textContent()).not.toBe(fiveBefore);
      await page.getByTestId('review-list').getByText('No era lo que esperaba.').waitFor();

      await page.getByRole('region', { name: 'Tu reseña' }).getByRole('button', { name: 'Editar' }).click();
      await page.getByRole('radio', { name: '5 estrellas' }).check({ force: true });
      await page.getByLabel('Tu opinión').fill('Después de la segunda parte, me encantó.');
      await page.getByRole('button', { name: 'Publicar reseña' }).click();
      await page.getByTestId('toast').getByText('Reseña actualizada').waitFor();
      await page.getByTestId('review-list').getByText('Después de la segunda parte, me encantó.').waitFor();
      await expect.poll(async () => Number((await courseRow(env, 6)).rating)).toBeGreaterThan(Number(after.rating));

      await page.getByRole('region', { name: 'Tu reseña' }).getByRole('button', { name: 'Eliminar' }).click();
      await page.getByTestId('toast').getByText('Reseña eliminada').waitFor();
      await expect.poll(async () => (await courseRow(env, 6)).reviews_count).toBe(before.reviews_count);
    });

    journey('axe in both themes: course tabs with the review form, the quiz with its marks, the assistant, the record, the certificate', getEnv, async ({ env, page }) => {
      const user = await createUser(env, 'Alba Accesible');
      await env.admin.from('enrolments').insert([{ user_id: user.id, course_id: 2 }, { user_id: user.id, course_id: 6 }]);
      const { data: lessons } = await env.admin.from('lessons').select('id').eq('course_id', 2);
      await env.admin.from('lesson_completions').insert((lessons as { id: number }[]).map((l) => ({ user_id: user.id, lesson_id: l.id, course_id: 2 })));
      const { data: cert } = await env.admin.from('course_certificates').select('code').eq('user_id', user.id).single();
      await injectSession(env, page, user);
      const found: Record<string, string[]> = {};
      const pages: [string, () => Promise<void>][] = [
        ['/courses', () => page.getByRole('article').first().waitFor()],
        ['/courses/6', () => page.getByTestId('lesson-title').waitFor()],
        ['/courses/2', () => page.getByTestId('course-congrats').waitFor()],
        ['/courses/6?tab=reviews', () => page.getByRole('form', { name: 'Escribe una reseña' }).waitFor()],
        ['/courses/6?tab=community', () => page.getByTestId('community-activity').waitFor()],
        [
          '/ai-assistant',
          async () => {
            await page.getByRole('button', { name: /^Idiomas/ }).click();
            await page.getByRole('button', { name: /^Inglés básico/ }).click();
            await page.getByRole('button', { name: 'Orange', exact: true }).click();
            await page.getByRole('button', { name: 'Comprobar Respuesta' }).click();
            await page.getByRole('button', { name: 'Siguiente Pregunta' }).waitFor();
          },
        ],
        [
          '/ai-assistant',
          async () => {
            await page.getByRole('tab', { name: 'Asistente General' }).click();
            await page.getByLabel('Escribe tu mensaje').fill('python');
            await page.getByLabel('Escribe tu mensaje').press('Enter');
            await page.getByTestId('assistant-messages').getByRole('link').first().waitFor();
          },
        ],
        [
          '/profile',
          async () => {
            await page.getByRole('tab', { name: 'Mi Aprendizaje' }).click();
            await page.getByTestId('learning-record').waitFor();
          },
        ],
        [`/certificates/${(cert as { code: string }).code}`, () => page.getByTestId('certificate-code').waitFor()],
      ];
      for (const theme of ['light', 'dark'] as const) {
        for (const [path, ready] of pages) {
          await page.goto(path);
          await page.evaluate((t) => localStorage.setItem('theme', t), theme);
          await page.reload();
          await ready();
          const v = await seriousViolations(page);
          if (v.length) found[`${theme} ${path}`] = v;
        }
      }
      expect(found).toEqual({});
    });

    journey(
      'at 390 px the course pages fit the screen',
      getEnv,
      async ({ page }) => {
        for (const path of ['/courses', '/courses/1', '/courses/1?tab=reviews', '/ai-assistant']) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
        }
      },
      { width: 390, height: 844 },
    );

    journey('Reseñas pages through every review of the seeded course', getEnv, async ({ env, page }) => {
      const total = (await courseRow(env, 1)).reviews_count;
      await page.goto('/courses/1?tab=reviews');
      const items = page.getByTestId('review-list').getByRole('listitem');
      await items.first().waitFor();
      let shown = await items.count();
      expect(shown).toBe(Math.min(5, total));
      while (shown < total) {
        await page.getByRole('button', { name: 'Ver más reseñas' }).click();
        await expect.poll(() => items.count()).toBeGreaterThan(shown);
        shown = await items.count();
      }
      expect(shown).toBe(total);
      await page.getByRole('button', { name: 'Ver más reseñas' }).waitFor({ state: 'detached' });
    });
  });
}
