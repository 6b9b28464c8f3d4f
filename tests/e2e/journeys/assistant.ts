// AI hub: the Centro de Aprendizaje flow (perfect and imperfect quiz, locked options, back buttons, best score and
// leaderboard saved for members, visitors play without saving) and the Asistente General answering from search.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { newMemberAt } from '../support/users.js';

const ENGLISH_RIGHT = ['Apple', 'Went', 'Buenos días', 'is', 'Library'];

/** Answers the questions of the open module from question `from` (0-based) with `answers` (one per question), checking each. */
async function answerAll(page: Page, answers: string[], from = 0): Promise<void> {
  for (let i = from; i < answers.length; i++) {
    await page.getByTestId('quiz-position').getByText(`Pregunta ${i + 1} de ${answers.length}`).waitFor();
    const check = page.getByRole('button', { name: 'Comprobar Respuesta' });
    expect(await check.isDisabled()).toBe(true);
    await page.getByRole('group', { name: 'Opciones' }).getByRole('button', { name: answers[i], exact: true }).click();
    await check.click();
    await page.getByRole('button', { name: i + 1 < answers.length ? 'Siguiente Pregunta' : 'Ver Resumen' }).click();
  }
}

async function openEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Idiomas/ }).click();
  await page.getByRole('button', { name: /^Inglés básico/ }).click();
}

export function assistantJourneys(getEnv: GetEnv): void {
  describe('assistant', () => {
    journey('visitor: categories → modules → questions, marks, locked options, summary, restart and back; axe', getEnv, async ({ page }) => {
      await page.goto('/ai-assistant');
      await page.getByRole('tab', { name: 'Centro de Aprendizaje' }).waitFor();
      await page.getByRole('tab', { name: 'Asistente General' }).waitFor();
      await page.getByRole('button', { name: /^Programación/ }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await openEnglish(page);

      // First question: choose wrong, check, marks shown and options locked.
      await page.getByRole('button', { name: 'Orange', exact: true }).click();
      await page.getByRole('button', { name: 'Comprobar Respuesta' }).click();
      // The marks are part of each option's name for screen readers.
      expect(await page.getByRole('button', { name: 'Orange Incorrecta' }).getAttribute('data-mark')).toBe('wrong');
      expect(await page.getByRole('button', { name: 'Apple Correcta' }).getAttribute('data-mark')).toBe('correct');
      expect(await page.getByRole('button', { name: 'Apple Correcta' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Pear', exact: true }).isDisabled()).toBe(true);
      await page.getByText('Incorrecto. La respuesta correcta es: Apple').waitFor();
      await page.getByRole('button', { name: 'Siguiente Pregunta' }).click();
      await answerAll(page, ENGLISH_RIGHT, 1);
      expect(await page.getByTestId('quiz-score').textContent()).toBe('Obtuviste 4 de 5 respuestas correctas');
      expect(await page.getByTestId('quiz-message').textContent()).not.toBe('Excelente! Todas correctas');
      await page.getByText('para guardar tus resultados y aparecer en la clasificación.').waitFor();

      await page.getByRole('button', { name: 'Reiniciar módulo' }).click();
      await answerAll(page, ENGLISH_RIGHT);
      expect(await page.getByTestId('quiz-message').textContent()).toBe('Excelente! Todas correctas');

      await page.getByRole('button', { name: 'Elegir otro módulo' }).click();
      await page.getByRole('button', { name: /^Portugués para viajeros/ }).waitFor();
      await page.getByRole('button', { name: 'Volver a categorías' }).click();
      await page.getByRole('button', { name: /^Cultura General/ }).click();
      await page.getByRole('button', { name: /^Geografía de Latinoamérica/ }).click();
      await page.getByRole('button', { name: 'Volver a módulos' }).click();
      await page.getByRole('button', { name: /^Ciencia y naturaleza/ }).waitFor();
    });

    journey('member: attempts saved, best score on the module card, leaderboard', getEnv, async ({ env, page }) => {
      const user = await newMemberAt(env, page, 'Quique Quiz', '/ai-assistant');
      await openEnglish(page);
      await answerAll(page, ['Apple', 'Goed', 'Buenos días', 'is', 'Library']);
      await page.getByText('Tu resultado se guardó.').waitFor();
      await page.getByTestId('leaderboard').getByText('Quique Quiz').waitFor();
      await page.getByRole('button', { name: 'Reiniciar módulo' }).click();
      await answerAll(page, ENGLISH_RIGHT);
      await page.getByText('Tu resultado se guardó.').waitFor();
      const { data } = await env.admin.from('quiz_attempts').select('score, total').eq('user_id', user.id).order('score');
      expect(data).toEqual([{ score: 4, total: 5 }, { score: 5, total: 5 }]);
      const row = page.getByTestId('leaderboard').getByRole('listitem').filter({ hasText: 'Quique Quiz' });
      await expect.poll(() => row.textContent()).toContain('5/5');
      await page.getByRole('button', { name: 'Elegir otro módulo' }).click();
      await page.getByRole('button', { name: /^Inglés básico/ }).getByTestId('best-score').getByText('Mejor puntuación: 5/5').waitFor();
    });

    journey('Asistente General: keyword replies after 1 s, answers from search with links, nothing found, kept for the session', getEnv, async ({ page }) => {
      await page.goto('/ai-assistant');
      await page.getByRole('tab', { name: 'Asistente General' }).click();
      const input = page.getByLabel('Escribe tu mensaje');
      const messages = page.getByTestId('assistant-messages');
      const bot = messages.locator('li[data-sender="bot"]');
      const before = await bot.count();

      const sentAt = Date.now();
      await input.fill('Hola');
      await input.press('Enter');
      await expect.poll(() => bot.count()).toBe(before + 1);
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(950);
      await bot.last().getByText(/^¡Hola! Soy el asistente de Nexo/).waitFor();

      await input.fill('ayuda');
      await input.press('Enter');
      await expect.poll(() => bot.count()).toBe(before + 2);
      await bot.last().getByText(/^Claro, te ayudo/).waitFor();

      await input.fill('python ciencia de datos');
      await input.press('Enter');
      await expect.poll(() => bot.count()).toBe(before + 3);
      await bot.last().getByText('Esto encontré en Nexo sobre «python ciencia de datos»:').waitFor();
      const link = bot.last().getByRole('link', { name: 'Python para Ciencia de Datos' });
      expect(await link.getAttribute('href')).toBe('/courses/3');

      await input.fill('zzqqxx');
      await input.press('Enter');
      await expect.poll(() => bot.count()).toBe(before + 4);
      await bot.last().getByText(/^No encontré nada sobre «zzqqxx»/).waitFor();
      await bot.last().getByRole('group', { name: 'Sugerencias' }).getByRole('button', { name: 'React' }).waitFor();

      await input.fill('adios');
      await input.press('Enter');
      await expect.poll(() => bot.count()).toBe(before + 5);
      await bot.last().getByText('¡Hasta pronto! Sigue aprendiendo en Nexo.').waitFor();

      // The conversation stays for the session; the course link opens the course.
      await page.reload();
      await page.getByRole('tab', { name: 'Asistente General' }).click();
      await expect.poll(() => bot.count()).toBe(before + 5);
      await messages.getByRole('link', { name: 'Python para Ciencia de Datos' }).click();
      await page.getByRole('heading', { name: 'Python para Ciencia de Datos', level: 1 }).waitFor();
    });
  });
}
