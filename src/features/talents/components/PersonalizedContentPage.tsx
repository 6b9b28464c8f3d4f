// /personalized-content: search by name, category or tag, category filter from the data, five sorts (rating first),
// talent cards, 'Solicitar Contenido' (persisted), 'Limpiar Filtros', 'Aplicar como Talento (Próximamente)'; a talent's
// account also sees the requests addressed to it.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search, SearchX, Sparkles } from 'lucide-react';
import { QueryState, SkeletonList } from '@/components/layout';
import { PageSection } from '@/components/layout/ListPage';
import { Button, SearchInput, Select } from '@/components/ui';
import { useAuth, useMemberAction } from '@/lib/auth';
import { categoriesOf, filterTalents, SORT_LABELS, SORTS, sortTalents, type Talent, type TalentSort } from '../catalog';
import { talentsQuery } from '../api/talents-query';
import { TalentCard } from './TalentCard';
import { ContentRequestDialog } from './ContentRequestDialog';
import { TalentInbox } from './TalentInbox';

export function PersonalizedContentPage() {
  const talents = useQuery(talentsQuery());
  const { user } = useAuth();
  const memberAction = useMemberAction();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  const [sort, setSort] = useState<TalentSort>('rating');
  const [chosen, setChosen] = useState<Talent | null>(null);
  const mine = user ? (talents.data ?? []).filter((t) => t.user_id === user.id).map((t) => t.id) : [];
  const applyAsTalent = (
    <Button variant="outline" size="sm" disabled className="self-start">
      <Sparkles size={18} aria-hidden="true" />
      Aplicar como Talento (Próximamente)
    </Button>
  );
  return (
    <PageSection id="talents-title" title="Contenido Personalizado" lead="Pide un saludo, una clase o un mensaje especial a tus talentos favoritos." actions={applyAsTalent}>
      {user && mine.length ? <TalentInbox userId={user.id} talentIds={mine} /> : null}
      <div role="search" aria-label="Filtrar talentos" className="grid items-end gap-3 md:grid-cols-[2fr_1fr_1fr]">
        <SearchInput icon={<Search size={18} aria-hidden="true" />} aria-label="Buscar por nombre, categoría o etiqueta" placeholder="Nombre, categoría o etiqueta..." value={query} onChange={(e) => setQuery(e.target.value)} />
        <Select label="Categoría" value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="all">Todas las categorías</option>
          {categoriesOf(talents.data ?? []).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <Select label="Ordenar por" value={sort} onChange={(e) => setSort(e.target.value as TalentSort)}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <QueryState query={talents} pending={<SkeletonList count={3} className="h-48 bg-base-300/60" />}>
        {(all) => {
          const shown = sortTalents(filterTalents(all, query, category), sort);
          if (!shown.length) {
            return (
              <div className="flex flex-col items-center gap-3 py-10 text-center text-base-content/80">
                <SearchX size={32} aria-hidden="true" />
                <p className="font-medium">No se encontraron talentos</p>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setQuery('');
                    setCategory('all');
                  }}
                >
                  Limpiar Filtros
                </Button>
              </div>
            );
          }
          return (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Talentos">
              {shown.map((t) => (
                <li key={t.id}>
                  <TalentCard talent={t} onRequest={() => memberAction('Debes iniciar sesión para solicitar contenido.') && setChosen(t)} />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
      {user && chosen ? <ContentRequestDialog key={chosen.id} talent={chosen} onClose={() => setChosen(null)} /> : null}
    </PageSection>
  );
}
