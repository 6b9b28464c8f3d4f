// /live-sessions/register-creator (Registro de Anfitrión): members only; the _authed guard sends visitors to /login with
// the spec's toast 'Debes iniciar sesión para registrarte como anfitrión.' and ?redirect= back here.
import { createFileRoute } from '@tanstack/react-router';
import { HostSignUpPage } from '@/features/live-hosts';

interface RegisterSearch {
  /** 'no-autorizado': the member came from 'Convertirse en Anfitrión' (a community's host button). */
  motivo?: 'no-autorizado';
}

export const Route = createFileRoute('/_shell/_authed/live-sessions/register-creator')({
  validateSearch: (search: Record<string, unknown>): RegisterSearch => (search.motivo === 'no-autorizado' ? { motivo: 'no-autorizado' } : {}),
  // The query module comes with the page (dynamic import), so it stays out of every page's first download.
  loader: async ({ context }) => {
    const { hostApplicationQuery } = await import('@/features/live-hosts/api/host-application-query');
    await context.queryClient.prefetchQuery(hostApplicationQuery(context.session.user.id));
  },
  component: function RegisterCreator() {
    const { session } = Route.useRouteContext();
    const { motivo } = Route.useSearch();
    return <HostSignUpPage key={session.user.id} user={session.user} notAuthorized={motivo === 'no-autorizado'} />;
  },
});
