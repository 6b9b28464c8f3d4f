// Price card: price ('Gratis' or two decimals), enrol / 'Continuar Aprendiendo', lesson count and the benefits.
import { useMutation } from '@tanstack/react-query';
import { Award, CheckCheck, Download, Infinity as InfinityIcon, UsersRound } from 'lucide-react';
import { Button } from '@/components/ui';
import { useMemberAction } from '@/lib/auth';
import { countOf, formatPrice } from '@/lib/format';
import { enrolMutation } from '../api/enrol-mutation';
import type { Course } from '../api/types';
import * as sqlText from '@/lib/error-texts.gen';

export const ENROL_SIGN_IN_MESSAGE = sqlText.not_authenticated__este_curso;

const BENEFITS = [
  { icon: <UsersRound size={16} aria-hidden="true" />, text: 'Acceso a la comunidad del curso' },
  { icon: <Award size={16} aria-hidden="true" />, text: 'Certificado de finalización' },
  { icon: <Download size={16} aria-hidden="true" />, text: 'Recursos descargables' },
  { icon: <InfinityIcon size={16} aria-hidden="true" />, text: 'Acceso de por vida' },
];

export interface PriceCardProps {
  course: Course;
  userId: string | null;
  enrolled: boolean;
  onContinue(): void;
}

export function PriceCard({ course, userId, enrolled, onContinue }: PriceCardProps) {
  const requireMember = useMemberAction();
  const enrol = useMutation(enrolMutation(course.id, userId ?? ''));
  return (
    <aside aria-label="Inscripción" className="flex flex-col gap-4 rounded-2xl border border-base-300 bg-base-100 p-5 shadow-sm">
      <p className="text-3xl font-bold tabular" data-testid="course-price">
        {formatPrice(course.price)}
      </p>
      {enrolled ? (
        <Button variant="primary" block onClick={onContinue}>
          Continuar Aprendiendo
        </Button>
      ) : (
        <Button variant="primary" block loading={enrol.isPending} onClick={() => requireMember(ENROL_SIGN_IN_MESSAGE) && enrol.mutate()}>
          Inscribirse
        </Button>
      )}
      <p className="text-sm text-base-content/80">{countOf(course.lessons_count, 'lección', 'lecciones')}</p>
      <div>
        <h2 className="mb-2 font-semibold">Este curso incluye</h2>
        <ul className="flex flex-col gap-2 text-sm">
          {BENEFITS.map((b) => (
            <li key={b.text} className="flex items-center gap-2">
              <span className="text-primary">{b.icon}</span>
              {b.text}
              <CheckCheck size={14} className="ml-auto text-success" aria-hidden="true" />
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
