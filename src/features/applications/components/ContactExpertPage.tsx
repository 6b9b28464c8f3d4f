// /contact-expert: the three live experts, each with 'Agendar sesión' (a real request the expert sees), and the links
// to /apply-expert, /communities, /courses and /live-sessions; an expert sees the requests addressed to them.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Radio, Star, Users, BookOpen, Compass, Video } from 'lucide-react';
import { QueryState, SkeletonList } from '@/components/layout';
import { LinkButtons, PageSection, type LinkButtonItem } from '@/components/layout/ListPage';
import { Avatar, Button } from '@/components/ui';
import { useAuth, useMemberAction } from '@/lib/auth';
import { initialsAvatar } from '@/lib/user';
import { expertsQuery, type Expert } from '../api/experts-query';
import { SessionRequestDialog } from './SessionRequestDialog';
import { ExpertInbox } from './ExpertInbox';

const MORE_LINKS: readonly LinkButtonItem[] = [
  { to: '/apply-expert', label: 'Aplica como Experto en Vivo', icon: Radio },
  { to: '/communities', label: 'Explorar comunidades', icon: Compass, variant: 'ghost' },
  { to: '/courses', label: 'Ver cursos', icon: BookOpen, variant: 'ghost' },
  { to: '/live-sessions', label: 'Sesiones en vivo', icon: Video, variant: 'ghost' },
];

export function ContactExpertPage() {
  const experts = useQuery(expertsQuery());
  const { user } = useAuth();
  const memberAction = useMemberAction();
  const [chosen, setChosen] = useState<Expert | null>(null);
  const mine = user ? (experts.data ?? []).filter((e) => e.user_id === user.id).map((e) => e.id) : [];
  return (
    <PageSection id="contact-expert-title" title="Contacta a un Experto" lead="Agenda una sesión en vivo con especialistas de la comunidad y resuelve tus dudas.">
      {user && mine.length ? <ExpertInbox userId={user.id} expertIds={mine} /> : null}
      <QueryState query={experts} pending={<SkeletonList count={3} className="h-40 bg-base-300/60" />} empty={{ icon: <Users size={32} />, message: 'No hay expertos disponibles por ahora.' }}>
        {(list) => (
          <ul className="grid gap-4 md:grid-cols-3" aria-label="Expertos">
            {list.map((e) => (
              <li key={e.id}>
                <article className="flex h-full flex-col gap-3 rounded-2xl border border-base-300 bg-base-100 p-4 shadow-sm" data-testid="expert-card" aria-labelledby={`expert-${e.id}`}>
                  <div className="flex items-center gap-3">
                    <Avatar src={e.avatar_url ?? initialsAvatar(e.name)} alt={`Foto de ${e.name}`} size={48} />
                    <div>
                      <h2 id={`expert-${e.id}`} className="font-semibold">
                        {e.name}
                      </h2>
                      <p className="text-sm text-base-content/80">{e.specialty}</p>
                    </div>
                  </div>
                  <p className="text-sm">{e.availability}</p>
                  <p className="flex items-center gap-3 text-sm tabular-nums">
                    <span className="flex items-center gap-1">
                      <Star size={16} aria-hidden="true" className="text-accent" />
                      {Number(e.rating).toFixed(1)}
                    </span>
                    <span>{e.sessions_count} sesiones</span>
                  </p>
                  <Button variant="primary" size="sm" className="mt-auto" onClick={() => memberAction('Debes iniciar sesión para agendar una sesión.') && setChosen(e)}>
                    <CalendarPlus size={16} aria-hidden="true" />
                    Agendar sesión
                    <span className="sr-only"> con {e.name}</span>
                  </Button>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <nav aria-label="Más formas de aprender" className="flex flex-wrap gap-2">
        <LinkButtons links={MORE_LINKS} iconSize={16} />
      </nav>
      {user && chosen ? <SessionRequestDialog key={chosen.id} expert={chosen} userId={user.id} onClose={() => setChosen(null)} /> : null}
    </PageSection>
  );
}
