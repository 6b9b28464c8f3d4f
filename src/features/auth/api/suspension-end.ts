// When the caller's suspension ends, asked with the access token of a session the server already ended (PostgREST checks
// only the token's signature and expiry, so the last token still speaks for its member until it expires).
import { supabase } from '@/lib/supabase';

/** The suspension's end (ISO), or null: not suspended, or the token can no longer say (expired, offline). */
export async function suspensionEnd(accessToken: string): Promise<string | null> {
  const { data, error } = await supabase.rpc('my_suspension').setHeader('Authorization', `Bearer ${accessToken}`);
  return error || typeof data !== 'string' ? null : data;
}
