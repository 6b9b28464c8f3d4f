// Generates the offline sample media of the seed's work-and-live section: SVG posters, logos and avatars, and tiny HLS videos (needs ffmpeg).
// Usage: node scripts/gen-work-and-live-media.mjs [--svg] [--video]   (both when no flag). Output is committed; CI never runs this.
import { mkdirSync, writeFileSync, rmSync, readdirSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const media = path.join(root, 'public', 'media');
const flags = new Set(process.argv.slice(2));
const all = !flags.has('--svg') && !flags.has('--video');

const palette = [
  ['#6366f1', '#a855f7'], ['#0ea5e9', '#22d3ee'], ['#f97316', '#facc15'], ['#10b981', '#84cc16'],
  ['#ef4444', '#f472b6'], ['#14b8a6', '#3b82f6'], ['#8b5cf6', '#ec4899'], ['#f59e0b', '#ef4444'],
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const initials = (name) => name.replace(/^(Dra?\.|Ing\.|Mtra?\.)\s+/, '').split(/\s+/).slice(0, 2).map((w) => w[0]).join('').toUpperCase();

function gradient(id, [a, b]) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
}

/** Square avatar with initials. */
function avatarSvg(name, i) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${esc(name)}">${gradient('g', palette[i % palette.length])}<rect width="256" height="256" rx="128" fill="url(#g)"/><text x="128" y="150" font-family="Inter, Arial, sans-serif" font-size="88" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials(name))}</text></svg>\n`;
}

/** Square company logo: rounded tile with initials and the name underneath. */
function logoSvg(name, i) {
  const [a] = palette[i % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${esc(name)}"><rect width="128" height="128" rx="24" fill="${a}"/><text x="64" y="72" font-family="Inter, Arial, sans-serif" font-size="44" font-weight="800" fill="#fff" text-anchor="middle">${esc(initials(name))}</text><text x="64" y="106" font-family="Inter, Arial, sans-serif" font-size="12" fill="#fff" fill-opacity=".9" text-anchor="middle">${esc(name)}</text></svg>\n`;
}

/** Vertical reel poster (9:16) with the reel title. */
function reelSvg(title, i) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640" viewBox="0 0 360 640" role="img" aria-label="${esc(title)}">${gradient('g', palette[i % palette.length])}<rect width="360" height="640" fill="url(#g)"/><circle cx="180" cy="300" r="56" fill="#fff" fill-opacity=".25"/><path d="M165 272 L205 300 L165 328 Z" fill="#fff"/><text x="180" y="420" font-family="Inter, Arial, sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${esc(title)}</text><text x="180" y="600" font-family="Inter, Arial, sans-serif" font-size="16" fill="#fff" fill-opacity=".8" text-anchor="middle">Nexo Reels</text></svg>\n`;
}

export const REELS = [
  'Tip de React en 30 s', 'Receta rápida', 'Inglés: phrasal verbs', 'Rutina de 5 minutos', 'Atajos de teclado',
  'Diseño con color', 'Guitarra para novatos', 'SQL en un minuto', 'Productividad real', 'Fotografía móvil',
  'Python: listas', 'Marketing en redes', 'Meditación breve', 'Dibujo a mano alzada',
];
export const LOGOS = {
  technova: 'TechNova', 'andes-digital': 'Andes Digital', 'pixel-creativo': 'Pixel Creativo', datasur: 'DataSur',
  'lumen-salud': 'Lumen Salud', cloudandina: 'CloudAndina', educaplus: 'EducaPlus', 'finanzas-claras': 'Finanzas Claras',
  'verde-logistica': 'Verde Logística', 'sonido-latino': 'Sonido Latino', 'nexo-labs': 'Nexo Labs', 'media-ia': 'MedIA',
  tiendaya: 'TiendaYa', 'aprende-code': 'Aprende Code', 'segura-tech': 'Segura Tech', 'ruta-viajes': 'Ruta Viajes',
  'estudio-norte': 'Estudio Norte', 'cafe-digital': 'Café Digital',
};
export const TALENTS = {
  'marta-salinas': 'Marta Salinas', 'diego-alvarez': 'Diego Álvarez', 'valeria-campos': 'Valeria Campos',
  'andres-ocampo': 'Andrés Ocampo', 'lucia-benitez': 'Lucía Benítez', 'rafael-montes': 'Rafael Montes',
  'camila-ortega': 'Camila Ortega', 'sergio-paredes': 'Sergio Paredes', 'paula-rios': 'Paula Ríos',
};
export const EXPERTS = { 'elena-vargas': 'Dra. Elena Vargas', 'roberto-diaz': 'Ing. Roberto Díaz', 'isabel-cruz': 'Mtra. Isabel Cruz' };

function writeSvgs() {
  const put = (dir, file, body) => {
    mkdirSync(path.join(media, dir), { recursive: true });
    writeFileSync(path.join(media, dir, file), body);
  };
  REELS.forEach((t, i) => put('reels', `reel-${String(i + 1).padStart(2, '0')}.svg`, reelSvg(t, i)));
  Object.entries(LOGOS).forEach(([slug, name], i) => put('logos', `${slug}.svg`, logoSvg(name, i)));
  Object.entries(TALENTS).forEach(([slug, name], i) => put('talents', `${slug}.svg`, avatarSvg(name, i)));
  Object.entries(EXPERTS).forEach(([slug, name], i) => put('experts', `${slug}.svg`, avatarSvg(name, i + 3)));
}

// name, lavfi source, width, height, caption
const VIDEOS = [
  ['sample-1', 'testsrc2', 480, 270, 'Nexo - Lección 1'],
  ['sample-2', 'mandelbrot', 480, 270, 'Nexo - Lección 2'],
  ['sample-3', 'gradients', 480, 270, 'Nexo - Lección 3'],
  ['reel-1', 'life', 270, 480, 'Nexo Reels 1'],
  ['reel-2', 'gradients', 270, 480, 'Nexo Reels 2'],
];

function writeVideos() {
  const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
  for (const [name, src, w, h, caption] of VIDEOS) {
    const dir = path.join(media, 'video', name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const source = src === 'life' ? `life=s=${w}x${h}:mold=10:r=24:ratio=0.1:death_color=#1e1b4b:life_color=#a855f7`
      : src === 'gradients' ? `gradients=s=${w}x${h}:r=24:speed=0.05` : `${src}=s=${w}x${h}:r=24`;
    const text = `drawtext=fontfile=${font}:text='${caption}':fontcolor=white:fontsize=${Math.round(h / 14)}:box=1:boxcolor=black@0.45:boxborderw=8:x=(w-text_w)/2:y=h-text_h-${Math.round(h / 10)}`;
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', source, '-t', '6',
      '-vf', `${text},format=yuv420p`, '-c:v', 'libx264', '-profile:v', 'baseline', '-preset', 'veryslow',
      '-b:v', '140k', '-maxrate', '180k', '-bufsize', '360k', '-g', '48', '-keyint_min', '48', '-sc_threshold', '0', '-an',
      '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod',
      '-hls_segment_filename', path.join(dir, 'segment-%03d.ts'), path.join(dir, 'index.m3u8'),
    ], { stdio: 'inherit' });
  }
  const size = (d) => readdirSync(d).reduce((n, f) => n + (statSync(path.join(d, f)).isDirectory() ? size(path.join(d, f)) : statSync(path.join(d, f)).size), 0);
  console.log(`videos: ${(size(path.join(media, 'video')) / 1024).toFixed(0)} KiB`);
}

if (all || flags.has('--svg')) writeSvgs();
if (all || flags.has('--video')) writeVideos();
