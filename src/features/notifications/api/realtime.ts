// Live notifications: the member's private topic user:<id> (event 'notification') refreshes the bell count and the list.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { notificationKeys } from './keys';

export function useLiveNotifications(userId: string | null | undefined): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const refresh = () => void qc.invalidateQueries({ queryKey: notificationKeys.all });
    const channel = supabase.channel(`user:${userId}`, { config: { private: true } });
    channel.on('broadcast', { event: 'notification' }, refresh);
    // The private topic needs the member's token on the socket before joining.
    void supabase.realtime.setAuth().then(() => {
      if (cancelled) return;
      channel.subscribe((status) => {
        // Anything that arrived while (re)connecting is fetched once the channel is up.
        if (status === 'SUBSCRIBED') refresh();
      });
    });
    return () => {
      cancelled = true;
      void supabase.removeChannel(channel);
    };
  }, [userId, qc]);
}
