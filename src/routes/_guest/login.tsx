// /login (no shell): back to `redirect` after signing in.
import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }),
  component: function Login() {
    const { redirect } = Route.useSearch();
    return <LoginForm redirect={redirect} />;
  },
});
