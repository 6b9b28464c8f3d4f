// Toast region: shows the newest visible toast, swipe right ≥ 50 px dismisses, F8 focuses the region.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useToaster, type Toast } from 'react-hot-toast/headless';
import { X } from 'lucide-react';
import { dismissToast } from '@/lib/toast';

const SWIPE_DISMISS_PX = 50;

const VARIANT_CLASS: Record<Toast['type'], string> = {
  error: 'alert alert-error',
  success: 'alert alert-success',
  blank: 'alert bg-base-100 text-base-content border-base-300',
  loading: 'alert bg-base-100 text-base-content border-base-300',
  custom: 'alert bg-base-100 text-base-content border-base-300',
};

function ToastCard({ t, onPause, onResume }: { t: Toast; onPause: () => void; onResume: () => void }) {
  const start = useRef<number | null>(null);
  const [dx, setDx] = useState(0);

  const down = (e: PointerEvent<HTMLDivElement>) => {
    start.current = e.clientX;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    onPause();
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
  };
  const up = () => {
    if (start.current === null) return;
    const moved = dx;
    start.current = null;
    setDx(0);
    onResume();
    if (moved >= SWIPE_DISMISS_PX) dismissToast(t.id);
  };

  return (
    <div
      {...t.ariaProps}
      data-testid="toast"
      data-variant={t.type === 'error' ? 'destructive' : t.type === 'success' ? 'success' : 'info'}
      className={`${VARIANT_CLASS[t.type]} w-full max-w-sm shadow-lg rounded-2xl flex items-start gap-3 pr-2 select-none`}
      style={{ transform: `translateX(${dx}px)`, opacity: dx ? Math.max(0.3, 1 - dx / 150) : 1, touchAction: 'pan-y' }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    >
      <div className="flex-1 min-w-0">{typeof t.message === 'function' ? t.message(t) : t.message}</div>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-circle"
        aria-label="Cerrar notificación"
        onClick={() => dismissToast(t.id)}
        onPointerDown={(e) => e.stopPropagation()}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

export function Toaster() {
  const { toasts, handlers } = useToaster();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const visible = toasts.filter((t) => t.visible);
  const current = visible[0];

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label="Notificaciones (F8)"
      className="fixed bottom-4 right-4 left-4 sm:left-auto z-[100] flex justify-end outline-none focus-visible:outline-2"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {current ? <ToastCard key={current.id} t={current} onPause={handlers.startPause} onResume={handlers.endPause} /> : null}
    </section>
  );
}
