// A yes/no question before an action that is hard to take back ('¿Bloquear a …?', '¿Eliminar …?'): 'Cancelar' keeps things as they were;
// ConfirmButton is the button that asks it.
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
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

/**
 * A button that asks before acting: it opens a ConfirmDialog whose confirm runs `onConfirm(close)`; the action calls
 * `close` when it has settled (a mutation's onSettled), so the dialog stays open, busy, while it runs.
 */
export function ConfirmButton({
  button,
  title,
  confirmLabel,
  pending = false,
  onConfirm,
  children,
}: {
  button: Omit<ButtonProps, 'onClick'>;
  title: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: (close: () => void) => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)} />
      <ConfirmDialog open={open} title={title} confirmLabel={confirmLabel} pending={pending} onClose={close} onConfirm={() => onConfirm(close)}>
        {children}
      </ConfirmDialog>
    </>
  );
}
