// /create-post ('Nueva Publicación'): visitors get a sign-in prompt; the form is not built yet.
import { createFileRoute } from '@tanstack/react-router';
import { SignInPrompt, UnderConstruction } from '@/components/layout';
import { Spinner } from '@/components/ui';
import { useAuth } from '@/lib/auth';

function CreatePost() {
  const { user, loading } = useAuth();
  if (!user && loading) return <Spinner />;
  if (!user) return <SignInPrompt title="Nueva Publicación" message="Necesitas iniciar sesión para crear una publicación." redirect="/create-post" />;
  return <UnderConstruction title="Nueva Publicación" />;
}

export const Route = createFileRoute('/_shell/create-post')({ component: CreatePost });
