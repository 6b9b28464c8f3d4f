// Shown in place of a page that needs an account: a message and the way to sign in (or back home).
import { ArrowLeft, House, Lock, LogIn } from 'lucide-react';
import { useRouter } from '@tanstack/react-router';
import { Button, ButtonLink } from '@/components/ui';
import { PageTitle } from './PageTitle';

export function SignInPrompt({ title, message, redirect, showBack }: { title: string; message?: string; redirect?: string; showBack?: boolean }) {
  const router = useRouter();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageTitle title={title} />
      <span className="rounded-2xl bg-base-200 p-4 text-primary" aria-hidden="true">
        <Lock size={40} />
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
      {message ? <p className="text-base-content/80">{message}</p> : null}
      <div className="flex flex-wrap justify-center gap-2">
        <ButtonLink to="/login" search={{ redirect }} variant="primary">
          <LogIn size={18} aria-hidden="true" />
          Iniciar Sesión
        </ButtonLink>
        {showBack ? (
          <Button variant="outline" onClick={() => router.history.back()}>
            <ArrowLeft size={18} aria-hidden="true" />
            Volver
          </Button>
        ) : null}
        <ButtonLink to="/" variant="ghost">
          <House size={18} aria-hidden="true" />
          Ir al inicio
        </ButtonLink>
      </div>
    </section>
  );
}
