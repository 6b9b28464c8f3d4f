// The app's realtime connection, loaded on first use (lib/realtime): a RealtimeClient on the API's realtime URL with
// the publishable key, carrying the member's token and following sign-in, refresh and sign-out as supabase-js does.
import { RealtimeClient } from '@supabase/realtime-js';
import type { RealtimeHost } from './channel';
import { SUPABASE_PUBLISHABLE_KEY, accessToken, authedFetch, serviceUrl, supabase } from './supabase';

const url = serviceUrl('realtime/v1');
url.protocol = url.protocol.replace('http', 'ws');

const client = new RealtimeClient(url.href, { params: { apikey: SUPABASE_PUBLISHABLE_KEY }, accessToken, fetch: authedFetch });

let token: string | undefined;
supabase.auth.onAuthStateChange((event, session) => {
  if ((event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') && session?.access_token !== token) {
    token = session?.access_token;
    void client.setAuth(token);
  } else if (event === 'SIGNED_OUT') {
    token = undefined;
    void client.setAuth();
  }
});

export const realtimeHost: RealtimeHost = {
  channel: (topic, options) => client.channel(topic, options),
  removeChannel: (channel) => client.removeChannel(channel),
  realtime: client,
};
