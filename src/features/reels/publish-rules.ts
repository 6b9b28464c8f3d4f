// Rules of a new reel checked before anything is uploaded (the database refuses the same again): length, shape,
// description and music title limits, with the Spanish problem to show.
import type { FileProblem } from '@/lib/storage-files';

export const MAX_SECONDS = 60;
export const MAX_DESCRIPTION = 2200;
export const MAX_MUSIC_TITLE = 200;

export interface VideoFacts {
  duration: number;
  width: number;
  height: number;
}

export const TOO_LONG: FileProblem = { title: 'Video demasiado largo', description: `El video no puede durar más de ${MAX_SECONDS} segundos.` };
export const NOT_VERTICAL: FileProblem = { title: 'Video no vertical', description: 'Sube un video vertical (más alto que ancho).' };
export const UNREADABLE: FileProblem = { title: 'Video no válido', description: 'No se pudo leer el video. Prueba con otro archivo.' };

/** The first reason these video facts cannot make a reel, or null. */
export function videoProblem({ duration, width, height }: VideoFacts): FileProblem | null {
  if (!Number.isFinite(duration) || duration <= 0 || width <= 0 || height <= 0) return UNREADABLE;
  if (duration > MAX_SECONDS) return TOO_LONG;
  if (height < width) return NOT_VERTICAL;
  return null;
}

/** The Spanish message for the text fields, or null when both are within their limits. */
export function textProblem(description: string, musicTitle: string): string | null {
  if (description.length > MAX_DESCRIPTION) return `La descripción no puede superar los ${MAX_DESCRIPTION} caracteres.`;
  if (musicTitle.length > MAX_MUSIC_TITLE) return `El título de la música no puede superar los ${MAX_MUSIC_TITLE} caracteres.`;
  return null;
}

/** Where the poster frame is taken: half a second in, or the middle of a shorter video. */
export function posterTime(duration: number): number {
  return Math.min(0.5, duration / 2);
}
