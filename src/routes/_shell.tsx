// Pathless layout: the page shell (header, menu, footer) around every page except /login and /signup.
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/components/layout';

export const Route = createFileRoute('/_shell')({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
