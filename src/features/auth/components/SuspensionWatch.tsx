// Invisible, for a signed-in member: a suspension ends their sessions on the server, so the tab asks GET /user every
// 45 s while visible, when it becomes visible again and when a notification arrives; a refused session is signed out
// here and /login says why. One cheap request; a network failure signs nobody out.
import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toAppError } from '@/lib/errors';
import { viewerKey } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { reasonMessage, SESSION_CHECK_MS, signOutReason, storeReason } from '../suspension';
import { suspensionEnd } from '../api/suspension-end';

export default function SuspensionWatch({ userId }: { userId: string }) {
  const router = useRouter();
  const qc = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let handled = false;
    let lastCheck = 0;
    const check = async () => {
      if (stopped || handled || document.visibilityState !== 'visible' || Date.now() - lastCheck < 5_000) return;
      lastCheck = Date.now();
      // The token given explicitly: without a stored session there is nothing to check (an ordinary sign-out under way).
      const token = (await supabase.auth.getSession()).data.session?.access_token;
      if (!token) return;
      const { error } = await supabase.auth.getUser(token);
      const refused = error ? signOutReason({ code: toAppError(error).code, name: error.name }) : null;
      // Not `stopped`: supabase-js drops an ended session itself, which unmounts this watch before the answer is read.
      if (!refused || handled) return;
      handled = true;
      // GoTrue says only that the session is gone; the last token still reads whether a suspension ended it, and until when.
      const until = await suspensionEnd(token);
      const reason = until ? 'suspendida' : refused;
      storeReason(reason, until);
      await supabase.auth.signOut({ scope: 'local' });
      await router.navigate({ to: '/login', search: { motivo: reason } });
      // Replaces the 'Sesión cerrada' toast of an ordinary sign-out.
      notify({ title: 'Sesión cerrada', description: reasonMessage(reason, until ?? undefined), variant: 'destructive' });
    };
    const timer = setInterval(() => void check(), SESSION_CHECK_MS);
    const onVisible = () => void check();
    document.addEventListener('visibilitychange', onVisible);
    // A notification arrived (the bell's read succeeded): a moderation decision may have come with it.
    const notifications = viewerKey(userId, 'notifications');
    const unsubscribe = qc.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'success' && notifications.every((part, i) => e.query.queryKey[i] === part)) void check();
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
    };
  }, [userId, router, qc]);
  return null;
}
