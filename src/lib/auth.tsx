// Session state: supabase-js auth read once, kept current by its events, shared with the router (guards) and React.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { mutationOptions } from '@tanstack/react-query';
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { supabase } from './supabase';
import { AppError, toAppError } from './errors';
import { notifySignInRequired } from './toast';

export interface AuthContextValue {
  session: Session | null;
  user: User | null;
  /** True until the stored session has been read. */
  loading: boolean;
}

/** What route guards and loaders need: the session once the initial read is done. */
export interface AuthRouterContext {
  getSession(): Promise<Session | null>;
}

export const authRouterContext: AuthRouterContext = {
  async getSession() {
    const { data } = await supabase.auth.getSession();
    return data.session;
  },
};

export const RESET_PASSWORD_PATH = '/reset-password';

/** An auth event worth telling the user about: a real change after the initial read, not one an action asked to keep quiet. */
export interface AuthNotice {
  event: AuthChangeEvent;
  before: string | null;
  after: string | null;
}

type NoticeListener = (notice: AuthNotice) => void;
const noticeListeners = new Set<NoticeListener>();
let quietDepth = 0;

/** Runs an auth call whose events the caller reports itself (sign-up signs in and out; a password change updates the user). */
export async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  quietDepth += 1;
  try {
    return await fn();
  } finally {
    quietDepth -= 1;
  }
}

/** Subscribes to session changes worth a notice (sign-in, sign-out, profile update); returns the unsubscribe. */
export function onAuthNotice(listener: NoticeListener): () => void {
  noticeListeners.add(listener);
  return () => void noticeListeners.delete(listener);
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

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * `initialSession`: the session already read before the first render (main.tsx), so members never see a visitor's page
 * first; omitted, the provider reads it and reports `loading` meanwhile. `onUserChange` runs when a different member (or
 * nobody) is signed in, after the initial read: main.tsx re-runs the router's guards and loaders there.
 */
export function AuthProvider({
  children,
  initialSession,
  onUserChange,
  onSessionError,
}: {
  children: ReactNode;
  initialSession?: Session | null;
  onUserChange?: (userId: string | null) => void;
  onSessionError?: (error: AppError) => void;
}) {
  const [session, setSession] = useState<Session | null>(initialSession ?? null);
  const [loading, setLoading] = useState(initialSession === undefined);
  // undefined until the initial read is done, so restoring a stored session is not announced as a sign-in.
  const lastUserId = useRef<string | null | undefined>(initialSession === undefined ? undefined : (initialSession?.user.id ?? null));
  const callbacks = useRef({ onUserChange, onSessionError });
  callbacks.current = { onUserChange, onSessionError };

  useEffect(() => {
    let active = true;
    const { data: sub } = supabase.auth.onAuthStateChange((event: AuthChangeEvent, next: Session | null) => {
      if (!active) return;
      setSession(next);
      const before = lastUserId.current;
      const after = next?.user.id ?? null;
      if (before === undefined) return;
      lastUserId.current = after;
      if (before !== after) callbacks.current.onUserChange?.(after);
      if (quietDepth === 0) noticeListeners.forEach((listener) => listener({ event, before, after }));
    });
    supabase.auth
      .getSession()
      .then(({ data, error }) => {
        if (!active) return;
        if (error) callbacks.current.onSessionError?.(toAppError(error));
        setSession(data.session);
        lastUserId.current = data.session?.user.id ?? null;
      })
      .catch((e: unknown) => {
        if (!active) return;
        callbacks.current.onSessionError?.(toAppError(e));
        lastUserId.current = null;
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
      sub.subscription.unsubscribe();
    };
  }, []);

  const value = useMemo<AuthContextValue>(() => ({ session, user: session?.user ?? null, loading }), [session, loading]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

/**
 * Guards an action that needs an account: `requireMember(message)` is true for members; for visitors it shows the
 * destructive 'Inicia sesión' toast with `message` (spec part 1 §6) and is false.
 */
export function useMemberAction(): (message: string) => boolean {
  const { user } = useAuth();
  const signedIn = !!user;
  return useCallback((message: string) => signedIn || (notifySignInRequired(message), false), [signedIn]);
}
