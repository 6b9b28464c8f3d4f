// /login (no shell): back to `redirect` after signing in; `motivo` says why the app signed the member out (suspension).
import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; motivo?: 'suspendida' | 'sesion-cerrada' } => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    motivo: search.motivo === 'suspendida' || search.motivo === 'sesion-cerrada' ? search.motivo : undefined,
  }),
  component: function Login() {
    const { redirect, motivo } = Route.useSearch();
    return <LoginForm redirect={redirect} reason={motivo} />;
  },
});
