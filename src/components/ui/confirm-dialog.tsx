// A yes/no question before an action that is hard to take back ('¿Bloquear a …?', '¿Eliminar …?'): 'Cancelar' keeps things as they were.
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <div className="flex flex-col gap-4" data-testid="confirm-dialog">
        <div className="text-base-content/80">{children}</div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} autoFocus>
            Cancelar
          </Button>
          <Button variant="error" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
