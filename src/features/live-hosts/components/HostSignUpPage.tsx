// /live-sessions/register-creator: the application's status when one is open, otherwise the form, then the thank-you screen.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { CircleCheck, Info } from 'lucide-react';
import { PageTitle, QueryState } from '@/components/layout';
import { Alert, ButtonLink } from '@/components/ui';
import { hostApplicationQuery } from '../api/host-application-query';
import { HostApplicationForm } from './HostApplicationForm';
import { HostApplicationStatus, HostDecision } from './HostApplicationStatus';
import { messageOf } from '@/lib/errors';

/** `notAuthorized`: the member came from a community's 'Convertirse en Anfitrión'; the page says why they are here. */
export function HostSignUpPage({ user, notAuthorized = false }: { user: User; notAuthorized?: boolean }) {
  const application = useQuery(hostApplicationQuery(user.id));
  const [sent, setSent] = useState(false);
  const form = <HostApplicationForm user={user} onSent={() => setSent(true)} />;
  return (
    <section aria-labelledby="host-signup-title" className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageTitle title="Registro de Anfitrión" />
      <header className="flex flex-col gap-2">
        <h1 id="host-signup-title" className="text-3xl font-bold">
          Conviértete en Anfitrión
        </h1>
        <p className="text-base-content/80">Comparte lo que sabes en sesiones en vivo con la comunidad. Cuéntanos sobre ti y revisaremos tu solicitud.</p>
      </header>
      {notAuthorized && !sent ? (
        <Alert tone="warning" icon={<Info size={20} aria-hidden="true" />}>
          <p className="font-semibold">No Autorizado</p>
          <p>{messageOf('not_approved_host')}</p>
        </Alert>
      ) : null}
      {sent ? (
        <ThankYou />
      ) : (
        <QueryState query={application} pending={<FormSkeleton />} empty={form}>
          {(a) =>
            a.status === 'rejected' ? (
              <>
                <Alert tone="warning" icon={<Info size={20} aria-hidden="true" />}>
                  <p>Tu solicitud anterior no fue aprobada. Puedes enviar una nueva.</p>
                  <HostDecision application={a} />
                </Alert>
                {form}
              </>
            ) : (
              <HostApplicationStatus application={a} />
            )
          }
        </QueryState>
      )}
    </section>
  );
}

function ThankYou() {
  return (
    <section aria-labelledby="host-thanks-title" data-testid="host-thank-you" className="flex flex-col items-center gap-4 rounded-2xl border border-base-300 bg-base-100 p-6 text-center sm:p-10">
      <CircleCheck size={48} className="text-success" aria-hidden="true" />
      <h2 id="host-thanks-title" className="text-2xl font-bold">
        ¡Gracias por tu solicitud!
      </h2>
      <p className="text-base-content/80">Recibimos tu solicitud para ser anfitrión de sesiones en vivo. La revisaremos y te avisaremos cuando esté aprobada.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <ButtonLink to="/live-sessions" variant="primary">
          Ver sesiones en vivo
        </ButtonLink>
        <ButtonLink to="/communities" variant="outline">
          Explorar comunidades
        </ButtonLink>
      </div>
    </section>
  );
}

function FormSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." aria-busy="true" className="flex flex-col gap-4 rounded-2xl border border-base-300 p-6">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="h-10 w-full animate-pulse rounded-xl bg-base-300/60" />
      ))}
    </div>
  );
}
