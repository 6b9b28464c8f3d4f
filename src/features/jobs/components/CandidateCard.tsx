// A /recruit candidate card: avatar (initials fallback), name, role, 'Activo hace …', bio, experience, availability,
// location or 'No especificada', ≤ 5 skills + '+N más', portfolio and LinkedIn in a new tab, learning record, 'Contactar'.
import { Link } from '@tanstack/react-router';
import { BookOpenCheck, Briefcase, Clock, ExternalLink, GraduationCap, MapPin, MessageCircle } from 'lucide-react';
import { Avatar, Button, buttonClass } from '@/components/ui';
import { IconText } from '@/components/ui/card-parts';
import { useAuth } from '@/lib/auth';
import { formatRelativeTime } from '@/lib/format';
import { notify } from '@/lib/toast';
import { initialsAvatar } from '@/lib/user';
import { safeHref } from '@/lib/safe-href';
import { AVAILABILITY_LABELS, EXPERIENCE_LABELS } from '../labels';
import type { Candidate } from '../api/types';
import { SkillChips } from './SkillChips';

export const CURATED_CONTACT = 'Este candidato todavía no tiene cuenta en Nexo, así que no puedes escribirle por chat.';

export function CandidateCard({ candidate: c }: { candidate: Candidate }) {
  const { user } = useAuth();
  const links = Object.entries({ Portafolio: safeHref(c.portfolio_url), LinkedIn: safeHref(c.linkedin_url) }).filter((l): l is [string, string] => !!l[1]);
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-base-300 bg-base-100 p-4 shadow-sm" data-testid="candidate-card" aria-labelledby={`candidate-${c.id}`}>
      <div className="flex items-start gap-3">
        <Avatar src={c.avatar_url ?? initialsAvatar(c.name)} alt={`Avatar de ${c.name}`} size={48} />
        <div className="min-w-0">
          <h2 id={`candidate-${c.id}`} className="text-lg font-semibold leading-tight">
            {c.name}
          </h2>
          <p className="text-sm text-base-content/80">{c.desired_role}</p>
          <IconText as="p" icon={Clock} size={14} className="flex items-center gap-1 text-xs text-base-content/80">Activo {formatRelativeTime(c.last_active_at)}</IconText>
        </div>
      </div>
      {c.short_bio ? <p className="line-clamp-3 text-sm">{c.short_bio}</p> : null}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/80">
        <IconText as="li" icon={GraduationCap}>{EXPERIENCE_LABELS[c.experience_level]}</IconText>
        <IconText as="li" icon={Briefcase}>{AVAILABILITY_LABELS[c.availability]}</IconText>
        <IconText as="li" icon={MapPin}>{c.location_preference || 'No especificada'}</IconText>
      </ul>
      <SkillChips skills={c.skills} max={5} />
      {c.learning && (c.learning.coursesCompleted > 0 || c.learning.quizScores.length > 0) ? (
        <section aria-label={`Aprendizaje en Nexo de ${c.name}`} className="rounded-xl bg-base-200 p-3 text-sm" data-testid="candidate-learning">
          <IconText as="p" icon={BookOpenCheck} className="flex items-center gap-1 font-medium">Aprendizaje en Nexo</IconText>
          <p>{c.learning.coursesCompleted === 1 ? '1 curso completado' : `${c.learning.coursesCompleted} cursos completados`}</p>
          {c.learning.quizScores.length ? (
            <ul className="mt-1 flex flex-col gap-0.5">
              {c.learning.quizScores.map((q) => (
                <li key={q.module} className="tabular-nums">
                  {q.module}: {q.score}/{q.total}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        {links.map(([label, href]) => (
          <a key={label} href={href} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            <ExternalLink size={16} aria-hidden="true" />
            {label}
            <span className="sr-only"> de {c.name} (se abre en una pestaña nueva)</span>
          </a>
        ))}
        {c.user_id && c.user_id === user?.id ? null : c.user_id ? (
          <Link to="/chat/$chatWithUserId" params={{ chatWithUserId: c.user_id }} className={buttonClass({ variant: 'primary', size: 'sm' }, 'ml-auto')}>
            <MessageCircle size={16} aria-hidden="true" />
            Contactar
            <span className="sr-only"> a {c.name}</span>
          </Link>
        ) : (
          <Button variant="primary" size="sm" className="ml-auto" onClick={() => notify({ title: 'Contactar', description: CURATED_CONTACT })}>
            <MessageCircle size={16} aria-hidden="true" />
            Contactar
            <span className="sr-only"> a {c.name}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
