// Pure rules of the profile actions: who may be supported, which toast a server refusal shows, the follower count.
import { safeHref } from '@/lib/safe-href';
import { messageOf, type AppError } from '@/lib/errors';
import type { ToastInput } from '@/lib/toast';
import * as sqlText from '@/lib/error-texts.gen';

export interface SupportTarget {
  role: string;
  is_verified: boolean;
  support_url: string | null;
}

export type SupportDecision = 'not_verified' | 'no_link' | 'ok';

/** Supporting needs a verified creator with a support link (the follower threshold is only named in the message). */
export function supportDecision(p: SupportTarget): SupportDecision {
  if (p.role !== 'creator' || !p.is_verified) return 'not_verified';
  // A support link that is not http(s) (the database refuses those; an old row might not) counts as no link.
  if (!safeHref(p.support_url)) return 'no_link';
  return 'ok';
}

export const NOT_VERIFIED_TOAST: ToastInput = {
  title: 'Creador no Verificado',
  description: sqlText.creator_not_verified,
  variant: 'destructive',
  duration: 7000,
};

export const NO_LINK_TOAST: ToastInput = {
  title: 'Próximamente',
  description: 'Este creador aún no tiene un enlace de apoyo.',
  variant: 'info',
};

export const SELF_AWARD_TOAST: ToastInput = {
  title: 'Acción no permitida',
  description: messageOf('cannot_award_own_profile'),
  variant: 'destructive',
};

/** The spec's toast for each refusal the server names by product code (AppError.code). */
const REFUSAL_TOASTS: Record<string, ToastInput> = {
  cannot_award_own_profile: SELF_AWARD_TOAST,
  creator_not_verified: NOT_VERIFIED_TOAST,
  support_link_missing: NO_LINK_TOAST,
};

/** The spec's toast for a refusal the server gives by code; null for anything else (the generic error toast). */
export function refusalToast(error: AppError): ToastInput | null {
  return Object.hasOwn(REFUSAL_TOASTS, error.code) ? REFUSAL_TOASTS[error.code] : null;
}

/** The follower count after (un)following, never below zero. */
export function nextFollowers(count: number, nowFollowing: boolean): number {
  return Math.max(0, count + (nowFollowing ? 1 : -1));
}
