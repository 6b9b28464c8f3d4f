// Chat pages for visitors: 'Acceso Restringido' with log in (back to /chat), back and home; the chat itself is not built yet.
import { useEffect } from 'react';
import { SignInPrompt, UnderConstruction } from '@/components/layout';
import { Spinner } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { notify } from '@/lib/toast';

export function ChatGate() {
  const { user, loading } = useAuth();
  const restricted = !user && !loading;
  useEffect(() => {
    if (restricted) notify({ title: 'Acceso Restringido', description: 'Debes iniciar sesión para usar el chat.', variant: 'destructive', duration: 5000 });
  }, [restricted]);
  if (!user && loading) return <Spinner />;
  if (!user) return <SignInPrompt title="Acceso Restringido" message="Debes iniciar sesión para usar el chat." redirect="/chat" showBack />;
  return <UnderConstruction title="Mensajes" />;
}
