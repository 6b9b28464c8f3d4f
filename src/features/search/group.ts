// Groups search hits by kind, in a fixed order with Spanish headings; each group keeps the best rank first.
import type { SearchHit } from './api/search-query';

export interface SearchGroup {
  kind: string;
  label: string;
  hits: SearchHit[];
}

const KINDS: { kinds: string[]; label: string }[] = [
  { kinds: ['community', 'communities'], label: 'Comunidades' },
  { kinds: ['course', 'courses'], label: 'Cursos' },
  { kinds: ['lesson', 'lessons'], label: 'Lecciones' },
  { kinds: ['post', 'posts'], label: 'Publicaciones' },
  { kinds: ['live_event', 'live-event', 'event', 'events', 'live_events'], label: 'Sesiones en Vivo' },
  { kinds: ['reel', 'reels'], label: 'Reels' },
  { kinds: ['job', 'jobs'], label: 'Empleos' },
  { kinds: ['candidate', 'candidates'], label: 'Candidatos' },
  { kinds: ['talent', 'talents'], label: 'Talentos' },
  { kinds: ['profile', 'profiles', 'user', 'users'], label: 'Perfiles' },
];

export function groupHits(hits: SearchHit[]): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  const order = (kind: string) => {
    const i = KINDS.findIndex((k) => k.kinds.includes(kind));
    return i === -1 ? KINDS.length : i;
  };
  for (const hit of hits) {
    const known = KINDS.find((k) => k.kinds.includes(hit.kind));
    const key = known ? known.label : hit.kind;
    let group = groups.get(key);
    if (!group) {
      group = { kind: hit.kind, label: known?.label ?? 'Otros resultados', hits: [] };
      groups.set(key, group);
    }
    group.hits.push(hit);
  }
  for (const g of groups.values()) g.hits.sort((a, b) => b.rank - a.rank);
  return [...groups.values()].sort((a, b) => order(a.kind) - order(b.kind));
}
