// useChannel: a realtime channel for as long as a component shows it, over lib/channel's subscribeChannel.
import { useEffect, useEffectEvent, useState } from 'react';
import type { RealtimeChannel, RealtimeChannelOptions, SupabaseClient } from '@supabase/supabase-js';
import { supabase } from './supabase';
import { subscribeChannel, type ChannelSpec, type ChannelStatus } from './channel';

export type { ChannelSpec, ChannelStatus } from './channel';

export interface UseChannelOptions extends ChannelSpec {
  /** false: no channel (e.g. no member yet). Default true. */
  enabled?: boolean;
  /** The app's client unless a test passes its own. */
  client?: SupabaseClient;
}

/**
 * useChannel: one channel for as long as the component shows it with the same topic; the latest `bind`,
 * `onSubscribed` and `onStatus` are used without subscribing again. Answers the channel's status.
 */
export function useChannel({ topic, config, enabled = true, client = supabase as unknown as SupabaseClient, bind, onSubscribed, onStatus }: UseChannelOptions): ChannelStatus {
  const [status, setStatus] = useState<ChannelStatus>('closed');
  const onBind = useEffectEvent((channel: RealtimeChannel) => bind(channel));
  const onUp = useEffectEvent((channel: RealtimeChannel, info: { first: boolean }) => onSubscribed?.(channel, info));
  const onChange = useEffectEvent((next: ChannelStatus) => {
    setStatus(next);
    onStatus?.(next);
  });
  // The config is compared by content: callers usually pass a new object literal on each render.
  const configKey = JSON.stringify(config ?? {});

  useEffect(() => {
    if (!enabled) return;
    return subscribeChannel(client, {
      topic,
      config: JSON.parse(configKey) as RealtimeChannelOptions['config'],
      bind: (channel) => onBind(channel),
      onSubscribed: (channel, info) => onUp(channel, info),
      onStatus: (next) => onChange(next),
    });
  }, [client, topic, configKey, enabled]);

  return enabled ? status : 'closed';
}
