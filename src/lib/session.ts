// The one source of the session: read once from supabase-js, kept current by its events; React and the router both read it.
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { OPENED_FROM_AUTH_LINK, supabase } from './supabase';
import { toAppError, type AppError } from './errors';
import { awaitsSecondStep } from './second-step';

export { awaitsSecondStep };

export interface SessionSnapshot {
  session: Session | null;
  /** True until the stored session has been read. */
  loading: boolean;
}

/** An auth event worth telling the user about: a real change after the initial read, not one an action asked to keep quiet. */
export interface AuthNotice {
  event: AuthChangeEvent;
  before: string | null;
  after: string | null;
  /** Set when the sign-in came from a confirmation link the page was opened with (the mailed sign-up link). */
  via?: 'signup-link';
}

interface SessionHooks {
  /** A different member (or nobody) is signed in now. */
  onUserChange?: (userId: string | null) => void;
  /** The stored session could not be read. */
  onSessionError?: (error: AppError) => void;
}

let snapshot: SessionSnapshot = { session: null, loading: true };
let hooks: SessionHooks = {};
let firstRead: Promise<void> | null = null;
// undefined until the initial read is done, so restoring a stored session is not announced as a sign-in.
let lastUserId: string | null | undefined;
let quietDepth = 0;
const snapshotListeners = new Set<() => void>();
const noticeListeners = new Set<(notice: AuthNotice) => void>();
// A notice from the first read (the page opened from a confirmation link), kept until someone listens.
let pendingNotice: AuthNotice | null = null;

const signedIn = (session: Session | null): Session | null => (awaitsSecondStep(session) ? null : session);

function publish(next: SessionSnapshot): void {
  snapshot = next;
  snapshotListeners.forEach((listener) => listener());
}

function onEvent(event: AuthChangeEvent, raw: Session | null): void {
  const next = signedIn(raw);
  publish({ session: next, loading: snapshot.loading });
  const before = lastUserId;
  const after = next?.user.id ?? null;
  if (before === undefined) return;
  lastUserId = after;
  if (before !== after) hooks.onUserChange?.(after);
  if (quietDepth === 0) noticeListeners.forEach((listener) => listener({ event, before, after }));
}

/** Starts listening and reads the stored session, once; resolves when the read is done (failed reads count as signed out). */
function start(): Promise<void> {
  if (firstRead) return firstRead;
  supabase.auth.onAuthStateChange(onEvent);
  firstRead = supabase.auth
    .getSession()
    .then(({ data, error }) => {
      if (error) hooks.onSessionError?.(toAppError(error));
      return signedIn(data.session);
    })
    .catch((e: unknown) => {
      hooks.onSessionError?.(toAppError(e));
      return null;
    })
    .then((session) => {
      lastUserId = session?.user.id ?? null;
      publish({ session, loading: false });
      if (session && OPENED_FROM_AUTH_LINK === 'signup') pendingNotice = { event: 'SIGNED_IN', before: null, after: session.user.id, via: 'signup-link' };
    });
  return firstRead;
}

/** Sets what happens on a member change or a failed read (main.tsx: re-run the router's guards, the 'Error de Sesión' toast). */
export function configureSession(next: SessionHooks): void {
  hooks = next;
}

/** What route guards and loaders need: the session once the initial read is done. */
export interface AuthRouterContext {
  getSession(): Promise<Session | null>;
}

export const authRouterContext: AuthRouterContext = {
  async getSession() {
    await start();
    return snapshot.session;
  },
};

/** For useSyncExternalStore: subscribe to the snapshot (starting the session read) and read it. */
export function subscribeSession(listener: () => void): () => void {
  void start();
  snapshotListeners.add(listener);
  return () => void snapshotListeners.delete(listener);
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

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
export function onAuthNotice(listener: (notice: AuthNotice) => void): () => void {
  noticeListeners.add(listener);
  if (pendingNotice) {
    const notice = pendingNotice;
    pendingNotice = null;
    queueMicrotask(() => listener(notice));
  }
  return () => void noticeListeners.delete(listener);
}
