// /profile (own dashboard): visitors are asked to sign in; the dashboard itself is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { SignInPrompt, UnderConstruction } from '@/components/layout';
import { Spinner } from '@/components/ui';
import { useAuth } from '@/lib/auth';

function Profile() {
  const { user, loading } = useAuth();
  if (!user && loading) return <Spinner />;
  if (!user) return <SignInPrompt title="Inicia sesión para ver tu perfil" redirect="/profile" />;
  return <UnderConstruction title="Mi Perfil" />;
}

export const Route = createFileRoute('/_shell/profile/')({ component: Profile });
