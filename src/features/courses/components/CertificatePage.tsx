// /certificates/{code}: a completion certificate anyone can verify at its URL; prints on one A4 page.
import { useQuery } from '@tanstack/react-query';
import { Award, Printer } from 'lucide-react';
import { PageTitle, QueryState } from '@/components/layout';
import { ItemNotFound } from '@/components/layout/ItemNotFound';
import { Button, ButtonLink } from '@/components/ui';
import { format } from 'date-fns/format';
import { es } from 'date-fns/locale/es';
import { certificateQuery } from '../api/certificate-query';
import type { Certificate } from '../api/types';

export function CertificatePage({ code }: { code: string }) {
  return (
    <QueryState query={useQuery(certificateQuery(code))} empty={<NotFound />}>
      {(c) => <CertificateView cert={c} />}
    </QueryState>
  );
}

/** One clean A4 page: only the certificate is printed (no shell, no buttons). */
const PRINT_CSS = `@media print {
  @page { size: A4 landscape; margin: 12mm; }
  body * { visibility: hidden; }
  .certificate-sheet, .certificate-sheet * { visibility: visible; }
  .certificate-sheet { position: fixed; inset: 0; margin: auto; max-width: none; height: fit-content; break-inside: avoid; box-shadow: none; }
}`;

function CertificateView({ cert }: { cert: Certificate }) {
  const name = cert.member?.name ?? 'Usuario';
  const title = cert.course?.title ?? 'Curso';
  return (
    <div className="certificate-page flex flex-col items-center gap-4">
      <PageTitle title={`Certificado: ${title}`} />
      <style>{PRINT_CSS}</style>
      <article
        aria-labelledby="certificate-title"
        className="certificate-sheet flex w-full max-w-3xl flex-col items-center gap-4 rounded-2xl border-4 border-double border-primary bg-base-100 p-8 text-center sm:p-12"
      >
        <Award size={56} className="text-primary" aria-hidden="true" />
        <p className="text-sm uppercase tracking-widest text-base-content/70">Nexo certifica que</p>
        <p className="text-3xl font-bold" data-testid="certificate-name">
          {name}
        </p>
        <p className="text-base-content/80">completó todas las lecciones del curso</p>
        <h1 id="certificate-title" className="text-2xl font-semibold" data-testid="certificate-course">
          {title}
        </h1>
        {cert.course ? (
          <p className="text-sm text-base-content/80">
            Impartido por {cert.course.instructor_name} · {cert.course.duration}
          </p>
        ) : null}
        <p data-testid="certificate-date">Fecha de emisión: {format(new Date(cert.issued_at), "d 'de' MMMM 'de' yyyy", { locale: es })}</p>
        <p className="text-sm">
          Código de verificación: <span className="font-mono font-semibold" data-testid="certificate-code">{cert.code}</span>
        </p>
        <p className="text-xs text-base-content/70">Verifica este certificado en {typeof window === 'undefined' ? '' : window.location.href}</p>
      </article>
      <div className="flex gap-2 print:hidden">
        <Button variant="primary" onClick={() => window.print()}>
          <Printer size={18} aria-hidden="true" />
          Imprimir
        </Button>
        <ButtonLink to="/courses/$id" params={{ id: String(cert.course_id) }} variant="outline">
          Ver curso
        </ButtonLink>
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <ItemNotFound
      title="Certificado no encontrado"
      text="No existe ningún certificado con este código de verificación."
      back={{ to: '/courses', label: 'Ver cursos' }}
    />
  );
}
