// notify(): the app's one way to show a toast (react-hot-toast): one at a time, 5 s by default, three variants.
import { toast } from 'react-hot-toast/headless';

export type ToastVariant = 'success' | 'destructive' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; 5000 unless the spec says otherwise (e.g. 7000 for 'Creador no Verificado'). */
  duration?: number;
  /** One button in the toast (e.g. 'Deshacer'); it runs once and closes the toast. */
  action?: { label: string; onClick: () => void };
}

export const TOAST_DURATION_MS = 5000;

let toastSeq = 0;

const UNEXPECTED_DESCRIPTION = 'Ocurrió un error inesperado. Por favor, intenta de nuevo.';

export function notify({ title, description, variant = 'info', duration = TOAST_DURATION_MS, action }: ToastInput): string {
  // One toast at a time: the newest replaces whatever is showing.
  toast.dismiss();
  const id = `toast-${++toastSeq}`;
  const content = (
    <span className="flex flex-col gap-0.5">
      <span className="font-semibold">{title}</span>
      {description ? <span className="text-sm">{description}</span> : null}
      {action ? (
        <button
          type="button"
          className="mt-1 self-start rounded-md px-1 text-sm font-semibold underline underline-offset-2 focus-visible:outline-2"
          onPointerDown={(e) => e.stopPropagation()}
          onClick={() => {
            toast.dismiss(id);
            action.onClick();
          }}
        >
          {action.label}
        </button>
      ) : null}
    </span>
  );
  const opts = {
    id,
    duration,
    ariaProps: variant === 'destructive' ? ({ role: 'alert', 'aria-live': 'assertive' } as const) : ({ role: 'status', 'aria-live': 'polite' } as const),
  };
  if (variant === 'destructive') return toast.error(content, opts);
  if (variant === 'success') return toast.success(content, opts);
  return toast(content, opts);
}

/** The destructive 'Inicia sesión' toast visitors get when an action needs an account (spec part 1 §6). */
export function notifySignInRequired(description: string): string {
  return notify({ title: 'Inicia sesión', description, variant: 'destructive' });
}

/** An action's failure: `title` with the error's Spanish message; an unexpected (thrown) one as the spec words it. */
export function notifyFailure(title: string, error: { code?: string; message: string }, unexpectedDescription = UNEXPECTED_DESCRIPTION): string {
  if (error.code === 'unexpected') return notify({ title: 'Error Inesperado', description: unexpectedDescription, variant: 'destructive' });
  return notify({ title, description: error.message, variant: 'destructive' });
}

export function dismissToast(id?: string): void {
  toast.dismiss(id);
}
