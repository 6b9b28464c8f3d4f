// React side of the session (lib/session): useAuth, the visitor guard for actions, and supabase-js auth calls as AppErrors.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { mutationOptions } from '@tanstack/react-query';
import type { Session, User } from '@supabase/supabase-js';
import { supabase } from './supabase';
import { AppError, toAppError } from './errors';
import { getSessionSnapshot, subscribeSession } from './session';
import { notifySignInRequired } from './toast';

export { authRouterContext, awaitsSecondStep, configureSession, onAuthNotice, quietly, type AuthNotice, type AuthRouterContext } from './session';

export const RESET_PASSWORD_PATH = '/reset-password';

export interface AuthContextValue {
  session: Session | null;
  user: User | null;
  /** True until the stored session has been read. */
  loading: boolean;
}

export function useAuth(): AuthContextValue {
  const { session, loading } = useSyncExternalStore(subscribeSession, getSessionSnapshot);
  return useMemo(() => ({ session, user: session?.user ?? null, loading }), [session, loading]);
}

/**
 * Guards an action that needs an account: `requireMember(message)` is true for members; for visitors it shows the
 * destructive 'Inicia sesión' toast with `message` (spec part 1 §6) and is false.
 */
export function useMemberAction(): (message: string) => boolean {
  const signedIn = !!useAuth().user;
  return useCallback((message: string) => signedIn || (notifySignInRequired(message), false), [signedIn]);
}

/**
 * Runs a supabase-js auth call: a reported error becomes an AppError with its Spanish message; a thrown one becomes an
 * AppError coded 'unexpected' (the spec words those differently).
 */
export async function authCall<R extends { error: unknown }>(fn: () => Promise<R>): Promise<R> {
  let result: R;
  try {
    result = await fn();
  } catch (cause) {
    throw new AppError(toAppError(cause).message, { code: 'unexpected', cause });
  }
  if (result.error) throw toAppError(result.error);
  return result;
}

/** Signing out; a failure toasts 'Error al Cerrar Sesión' (query client), the farewell comes from the session change. */
export function signOutMutation() {
  return mutationOptions({ mutationFn: () => authCall(() => supabase.auth.signOut()), meta: { errorTitle: 'Error al Cerrar Sesión' } });
}
