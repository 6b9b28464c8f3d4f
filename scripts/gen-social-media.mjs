// Generates the offline sample images of the seed's social section: avatars, community and course covers, post images (small SVGs).
// Usage: node scripts/gen-social-media.mjs   Output goes to public/media/{avatars,covers,posts} and is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const media = path.join(root, 'public', 'media');

const PALETTE = [
  ['#4f46e5', '#06b6d4'], ['#db2777', '#f59e0b'], ['#059669', '#22d3ee'], ['#7c3aed', '#f472b6'],
  ['#ea580c', '#facc15'], ['#0284c7', '#a78bfa'], ['#16a34a', '#a3e635'], ['#be123c', '#fb7185'],
];

export const USERS = {
  'ana-garcia': 'Ana García', 'carlos-mendoza': 'Carlos Mendoza', 'lucia-fernandez': 'Lucía Fernández',
  'diego-ramirez': 'Diego Ramírez', 'sofia-torres': 'Sofía Torres', 'mateo-lopez': 'Mateo López',
  'valentina-rojas': 'Valentina Rojas', 'javier-morales': 'Javier Morales', 'usuario-demo': 'Usuario Demo',
  'camila-herrera': 'Camila Herrera',
};

export const COMMUNITIES = [
  'Desarrollo Web', 'Diseño UX/UI', 'Ciencia de Datos', 'Marketing Digital', 'Emprendimiento', 'Fotografía', 'Idiomas',
  'Música y Producción', 'Taller en Vivo: React', 'En Vivo: Ciencia de Datos', 'Masterclass: Marca Personal',
  'Charla: Inglés para Entrevistas',
];

export const COURSES = [
  'React Moderno', 'Figma desde Cero', 'Python para Datos', 'SEO y Posicionamiento', 'Finanzas para Emprender',
  'Fotografía Digital', 'Inglés Conversacional', 'Machine Learning', 'Node.js y APIs', 'Bootcamp Full Stack',
  'Producción con Ableton', 'Marketing en Redes',
];

/** One short label per post image (posts 1–32; 17 and 28 have no image). */
export const POSTS = {
  1: 'Estado en React', 2: 'Limpieza con pandas', 3: 'Accesibilidad', 4: 'SEO hoy', 5: 'Validar una idea',
  6: 'Regla de los tercios', 7: 'Inglés cada día', 8: 'Mi primera canción', 9: 'Sesiones en vivo', 10: 'Machine learning',
  11: 'Portafolio CSS', 12: 'Design systems', 13: 'Email marketing', 14: 'Precios freelance', 15: 'Visualizaciones',
  16: 'Lightroom', 18: 'TypeScript + React', 19: 'Teoría musical', 20: 'Auto layout', 21: 'Calendario de contenidos',
  22: 'Un año emprendiendo', 23: 'SQL para datos', 24: 'Mi API en Node.js', 25: 'Fotos con el móvil',
  26: 'Hablar inglés', 27: 'Del diseño al código', 29: 'Anuncios con poco', 30: 'Mezcla y voz',
  31: 'Estadística desde cero', 32: 'Formularios accesibles',
};

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const initials = (name) => name.split(/\s+/).slice(0, 2).map((w) => w[0]).join('').toUpperCase();
const FONT = 'font-family="Inter, system-ui, Arial, sans-serif"';

function defs([a, b]) {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
}

/** Decorative shapes that differ per index, so covers are told apart at a glance. */
function shapes(w, h, i) {
  const r = Math.round(h * (0.25 + (i % 3) * 0.08));
  const cx = Math.round(w * (0.72 + (i % 4) * 0.05));
  return `<circle cx="${cx}" cy="${Math.round(h * 0.3)}" r="${r}" fill="#fff" fill-opacity=".14"/>` +
    `<rect x="${Math.round(w * 0.06)}" y="${Math.round(h * 0.62)}" width="${Math.round(w * 0.18)}" height="${Math.round(h * 0.18)}" rx="${Math.round(h * 0.05)}" fill="#fff" fill-opacity=".12" transform="rotate(${(i * 17) % 40 - 20} ${Math.round(w * 0.15)} ${Math.round(h * 0.7)})"/>`;
}

export function avatarSvg(name, i) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${esc(name)}">${defs(PALETTE[i % PALETTE.length])}<rect width="128" height="128" rx="64" fill="url(#g)"/><text x="64" y="77" ${FONT} font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials(name))}</text></svg>\n`;
}

/**
 * A cover with its title centred inside the part every frame keeps: pages show covers with object-cover at 16:9 (cards)
 * or wider (headers), so a 3:1 cover loses its sides in a card; the title fits the central h*16/9 width.
 */
export function coverSvg(title, subtitle, i, w = 1200, h = 400) {
  const safe = Math.min(w, Math.round((h * 16) / 9)) * 0.88;
  // About 0.58 em per character for this bold sans-serif.
  const size = Math.round(Math.min(h * 0.13, safe / (title.length * 0.58)));
  const x = Math.round(w / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">${defs(PALETTE[i % PALETTE.length])}<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes(w, h, i)}<text x="${x}" y="${Math.round(h * 0.48)}" ${FONT} font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle">${esc(title)}</text><text x="${x}" y="${Math.round(h * 0.48 + Math.max(size, h * 0.09) * 1.1)}" ${FONT} font-size="${Math.round(Math.max(size, h * 0.09) * 0.45)}" fill="#fff" fill-opacity=".85" text-anchor="middle">${esc(subtitle)}</text></svg>\n`;
}

export function generate(outDir = media) {
  const written = [];
  const put = (rel, svg) => {
    const file = path.join(outDir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, svg);
    written.push(rel);
  };
  Object.entries(USERS).forEach(([slug, name], i) => put(`avatars/${slug}.svg`, avatarSvg(name, i)));
  COMMUNITIES.forEach((name, i) => put(`covers/community-${i + 1}.svg`, coverSvg(name, i >= 8 ? 'Sesión en vivo · Nexo' : 'Comunidad Nexo', i)));
  COURSES.forEach((name, i) => put(`covers/course-${i + 1}.svg`, coverSvg(name, 'Curso Nexo', i + 3, 800, 450)));
  Object.entries(POSTS).forEach(([id, label]) => put(`posts/post-${id}.svg`, coverSvg(label, 'Nexo', Number(id), 800, 450)));
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  console.log(`wrote ${generate().length} files to ${path.relative(root, media)}`);
}
