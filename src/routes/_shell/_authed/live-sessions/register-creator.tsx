// /live-sessions/register-creator (Registro de Anfitrión): members only; the _authed guard sends visitors to /login with
// the spec's toast 'Debes iniciar sesión para registrarte como anfitrión.' and ?redirect= back here.
import { createFileRoute } from '@tanstack/react-router';
import { HostSignUpPage, hostApplicationQuery } from '@/features/live-hosts';

export const Route = createFileRoute('/_shell/_authed/live-sessions/register-creator')({
  loader: ({ context }) => context.queryClient.prefetchQuery(hostApplicationQuery(context.session.user.id)),
  component: function RegisterCreator() {
    const { session } = Route.useRouteContext();
    return <HostSignUpPage key={session.user.id} user={session.user} />;
  },
});
