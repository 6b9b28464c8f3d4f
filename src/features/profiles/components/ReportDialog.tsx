// 'Denunciar' dialog: a reason (required) sent with the report; native <dialog> traps and returns focus.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui';

export function ReportDialog({ open, onClose, onSubmit, busy }: { open: boolean; onClose: () => void; onSubmit: (reason: string) => void; busy: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const id = useId();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return;
    onSubmit(reason);
    setReason('');
  };

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-base-100 p-6 text-base-content shadow-xl backdrop:bg-black/40"
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          Denunciar perfil
        </h2>
        <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
          Motivo
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={1000}
          rows={4}
          required
          className="w-full rounded-xl border border-base-300 bg-base-100 px-3 py-2 focus:outline-2 focus:outline-primary"
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" variant="error" disabled={!reason.trim()} loading={busy}>
            Enviar denuncia
          </Button>
        </div>
      </form>
    </dialog>
  );
}
