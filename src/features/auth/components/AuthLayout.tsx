// Centred card for the auth screens that live outside the shell (/login, /signup).
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Brand, PageTitle, SkipLink } from '@/components/layout';
import { Card } from '@/components/ui';

/** The other screen's offer under the card: '¿No tienes una cuenta? Regístrate' and back. */
export interface OtherScreen {
  question: string;
  to: '/login' | '/signup';
  label: string;
}

export const AUTH_LINK = 'font-medium text-primary underline-offset-2 hover:underline';

export function AuthLayout({ title, subtitle, children, other }: { title: string; subtitle: string; children: ReactNode; other: OtherScreen }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-base-200 px-4 py-10 text-base-content">
      <PageTitle title={title} />
      <SkipLink />
      <main id="main-content" tabIndex={-1} className="w-full max-w-md outline-none">
        <div className="mb-6 flex justify-center">
          <Brand />
        </div>
        <Card>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-sm text-base-content/80">{subtitle}</p>
          {children}
        </Card>
        <div className="mt-6 text-center text-sm">
          <p>
            {other.question}{' '}
            <Link to={other.to} className={AUTH_LINK}>
              {other.label}
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}
