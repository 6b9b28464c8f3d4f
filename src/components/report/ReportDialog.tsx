// 'Denunciar' for any content: asks for a reason, stores the report, and explains a second report of the same thing.
import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, TextArea } from '@/components/ui';
import { REPORT_WORDING, reportContentMutation, type ReportTarget } from '@/lib/reports';
import { notify } from '@/lib/toast';

export function ReportDialog({ open, target, targetId, onClose }: { open: boolean; target: ReportTarget; targetId: string | number; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const { title } = REPORT_WORDING[target];
  const report = useMutation(reportContentMutation(target, targetId));
  // Why a ref: a double click submits twice before React re-renders with isPending, and the second send would answer
  // 'Denuncia ya enviada' over the first one's 'Denuncia enviada'.
  const sending = useRef(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      notify({ title: 'Motivo requerido', description: 'Por favor, indica el motivo de la denuncia.', variant: 'destructive' });
      return;
    }
    // After a failure the reason stays in the box, so nothing written is lost.
    if (sending.current) return;
    sending.current = true;
    report.mutate(reason, {
      onSuccess: () => {
        setReason('');
        onClose();
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <TextArea label="Motivo" value={reason} maxLength={1000} rows={3} onChange={(e) => setReason(e.target.value)} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" variant="error" loading={report.isPending}>
            Enviar denuncia
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
