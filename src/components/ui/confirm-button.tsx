// A button that asks before acting (ConfirmDialog); its own module so pages that never ask do not carry it.
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { ConfirmDialog } from './confirm-dialog';

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
