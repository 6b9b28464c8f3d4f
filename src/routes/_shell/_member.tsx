// Pathless guard: pages that need a member show visitors the page's own sign-in prompt (route staticData.memberPrompt).
import { useEffect } from 'react';
import { Outlet, createFileRoute, useMatches } from '@tanstack/react-router';
import { SignInPrompt } from '@/components/layout';
import { Spinner } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { notify, type ToastInput } from '@/lib/toast';

/** What a page under this guard shows visitors (spec wording per page). */
export interface MemberPrompt {
  title: string;
  message?: string;
  /** Where 'Iniciar Sesión' comes back to. */
  redirect: string;
  showBack?: boolean;
  /** Shown once when a visitor lands on the page. */
  toast?: ToastInput;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    memberPrompt?: MemberPrompt;
  }
}

const FALLBACK: MemberPrompt = { title: 'Inicia sesión', message: 'Necesitas iniciar sesión para ver esta página.', redirect: '/' };

function MemberGate() {
  const { user, loading } = useAuth();
  const prompt = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.memberPrompt)?.staticData.memberPrompt }) ?? FALLBACK;
  const visitor = !user && !loading;
  useEffect(() => {
    if (visitor && prompt.toast) notify(prompt.toast);
  }, [visitor, prompt]);
  if (user) return <Outlet />;
  if (loading) return <Spinner />;
  return <SignInPrompt title={prompt.title} message={prompt.message} redirect={prompt.redirect} showBack={prompt.showBack} />;
}

export const Route = createFileRoute('/_shell/_member')({ component: MemberGate });
