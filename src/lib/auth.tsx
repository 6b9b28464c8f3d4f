// Session context: supabase-js auth with the spec's loading flag, auto refresh, event toasts and the auth actions.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { supabase } from './supabase';
import { toAppError } from './errors';
import { notify } from './toast';

export interface SignUpData {
  full_name: string;
  [key: string]: unknown;
}

export interface AuthContextValue {
  session: Session | null;
  user: User | null;
  /** True during the initial session read and during each authentication action. */
  loading: boolean;
  /** The current session came from a password-recovery link. */
  recovery: boolean;
  signIn(email: string, password: string): Promise<boolean>;
  signUp(email: string, password: string, data: SignUpData): Promise<boolean>;
  signOut(): Promise<boolean>;
  updateProfile(data: Record<string, unknown>): Promise<boolean>;
  requestPasswordReset(email: string): Promise<boolean>;
  updatePassword(password: string): Promise<boolean>;
}

/** What route guards need: the session once the initial read is done. */
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

const UNEXPECTED = 'Ocurrió un error inesperado. Por favor, intenta de nuevo.';
const UNEXPECTED_SIGNUP = 'Ocurrió un error inesperado durante el registro.';

function unexpected(description = UNEXPECTED) {
  notify({ title: 'Error Inesperado', description, variant: 'destructive' });
}

function failed(title: string, error: unknown) {
  notify({ title, description: toAppError(error).message, variant: 'destructive' });
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** `initialSession`: the session already read before the first render (main.tsx), so signed-in members never see a
 * visitor's page first; omitted, the provider reads it itself and reports `loading` meanwhile. */
export function AuthProvider({ children, initialSession }: { children: ReactNode; initialSession?: Session | null }) {
  const [session, setSession] = useState<Session | null>(initialSession ?? null);
  const [initializing, setInitializing] = useState(initialSession === undefined);
  const [busy, setBusy] = useState(0);
  const [recovery, setRecovery] = useState(false);
  // undefined until the initial read is done, so restoring a stored session does not greet the user again.
  const lastUserId = useRef<string | null | undefined>(initialSession === undefined ? undefined : (initialSession?.user.id ?? null));
  // Event toasts to skip because the action shows its own (sign-up, password change).
  const quiet = useRef(0);

  useEffect(() => {
    let active = true;
    const { data: sub } = supabase.auth.onAuthStateChange((event: AuthChangeEvent, next: Session | null) => {
      if (!active) return;
      setSession(next);
      if (event === 'PASSWORD_RECOVERY') setRecovery(true);
      if (event === 'SIGNED_OUT') setRecovery(false);
      const before = lastUserId.current;
      const after = next?.user.id ?? null;
      if (before !== undefined) lastUserId.current = after;
      if (quiet.current > 0 || before === undefined) return;
      if (event === 'SIGNED_IN' && before === null && after) {
        notify({ title: '¡Bienvenido de nuevo!', description: 'Has iniciado sesión correctamente.', variant: 'success' });
      } else if (event === 'SIGNED_OUT' && before) {
        notify({ title: 'Sesión cerrada', description: 'Has cerrado sesión correctamente.', variant: 'success' });
      } else if (event === 'USER_UPDATED') {
        notify({ title: 'Perfil Actualizado', description: 'Tu información de usuario ha sido actualizada.', variant: 'success' });
      }
    });
    supabase.auth
      .getSession()
      .then(({ data, error }) => {
        if (!active) return;
        if (error) notify({ title: 'Error de Sesión', description: toAppError(error).message, variant: 'destructive' });
        setSession(data.session);
        lastUserId.current = data.session?.user.id ?? null;
      })
      .catch((e: unknown) => {
        if (!active) return;
        notify({ title: 'Error de Sesión', description: toAppError(e).message, variant: 'destructive' });
        lastUserId.current = null;
      })
      .finally(() => active && setInitializing(false));
    return () => {
      active = false;
      sub.subscription.unsubscribe();
    };
  }, []);

  const run = useCallback(async (fn: () => Promise<boolean>, onThrow: () => void): Promise<boolean> => {
    setBusy((n) => n + 1);
    try {
      return await fn();
    } catch {
      onThrow();
      return false;
    } finally {
      setBusy((n) => n - 1);
    }
  }, []);

  const signIn = useCallback(
    (email: string, password: string) =>
      run(async () => {
        const { error } = await supabase.auth.signInWithPassword({ email, password });
        if (error) {
          failed('Error de Inicio de Sesión', error);
          return false;
        }
        return true;
      }, unexpected),
    [run],
  );

  const signUp = useCallback(
    (email: string, password: string, data: SignUpData) =>
      run(async () => {
        quiet.current += 1;
        try {
          const { data: result, error } = await supabase.auth.signUp({
            email,
            password,
            options: { data, emailRedirectTo: `${window.location.origin}/login` },
          });
          if (error) {
            failed('Error de Registro', error);
            return false;
          }
          // An empty identities list is how the service hides an address that is already registered.
          if (result.user && (result.user.identities ?? []).length === 0) {
            notify({ title: 'Error de Registro', description: 'Este usuario ya existe.', variant: 'destructive' });
            return false;
          }
          // Without e-mail confirmation the service signs the user in at once; the flow continues at /login.
          if (result.session) await supabase.auth.signOut({ scope: 'local' });
          notify({ title: 'Registro Exitoso', description: 'Por favor, revisa tu correo para confirmar tu cuenta.', variant: 'success' });
          return true;
        } finally {
          quiet.current -= 1;
        }
      }, () => unexpected(UNEXPECTED_SIGNUP)),
    [run],
  );

  const signOut = useCallback(
    () =>
      run(async () => {
        const { error } = await supabase.auth.signOut();
        if (error) {
          failed('Error al Cerrar Sesión', error);
          return false;
        }
        return true;
      }, unexpected),
    [run],
  );

  const updateProfile = useCallback(
    (data: Record<string, unknown>) =>
      run(async () => {
        const { error } = await supabase.auth.updateUser({ data });
        if (error) {
          failed('Error al actualizar perfil', error);
          return false;
        }
        return true;
      }, unexpected),
    [run],
  );

  const requestPasswordReset = useCallback(
    (email: string) =>
      run(async () => {
        const { error } = await supabase.auth.resetPasswordForEmail(email, {
          redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}`,
        });
        if (error) {
          failed('Error al enviar el correo', error);
          return false;
        }
        notify({
          title: 'Correo enviado',
          description: 'Si existe una cuenta con ese correo, recibirás un enlace para restablecer tu contraseña.',
          variant: 'success',
        });
        return true;
      }, unexpected),
    [run],
  );

  const updatePassword = useCallback(
    (password: string) =>
      run(async () => {
        quiet.current += 1;
        try {
          const { error } = await supabase.auth.updateUser({ password });
          if (error) {
            failed('Error al actualizar la contraseña', error);
            return false;
          }
          setRecovery(false);
          notify({ title: 'Contraseña actualizada', description: 'Ya puedes usar tu nueva contraseña.', variant: 'success' });
          return true;
        } finally {
          quiet.current -= 1;
        }
      }, unexpected),
    [run],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      session,
      user: session?.user ?? null,
      loading: initializing || busy > 0,
      recovery,
      signIn,
      signUp,
      signOut,
      updateProfile,
      requestPasswordReset,
      updatePassword,
    }),
    [session, initializing, busy, recovery, signIn, signUp, signOut, updateProfile, requestPasswordReset, updatePassword],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
