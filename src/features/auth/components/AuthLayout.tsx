// Centred card for the auth screens that live outside the shell (/login, /signup).
import type { ReactNode } from 'react';
import { Brand, PageTitle, SkipLink } from '@/components/layout';
import { Card } from '@/components/ui';

export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
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
        <div className="mt-6 text-center text-sm">{footer}</div>
      </main>
    </div>
  );
}
