// 'Denunciar' for any content: asks for a reason, stores the report, and explains a second report of the same thing.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, TextArea } from '@/components/ui';
import { toAppError } from '@/lib/errors';
import { REPORT_WORDING, reportContent, type ReportTarget } from '@/lib/reports';
import { notify } from '@/lib/toast';

export function ReportDialog({ open, target, targetId, onClose }: { open: boolean; target: ReportTarget; targetId: string | number; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const { title, what } = REPORT_WORDING[target];
  const report = useMutation({
    mutationFn: () => reportContent(target, targetId, reason),
    meta: { silent: true },
    onSuccess: () => {
      notify({ title: 'Denuncia enviada', description: `Gracias. Revisaremos ${what}.`, variant: 'success' });
      setReason('');
      onClose();
    },
    onError: (e) => {
      const err = toAppError(e);
      // The reason stays in the box after any other error, so nothing written is lost.
      if (err.code !== '23505') return void notify({ title: 'Error al denunciar', description: err.message, variant: 'destructive' });
      notify({ title: 'Denuncia ya enviada', description: `Ya denunciaste ${what}.`, variant: 'info' });
      setReason('');
      onClose();
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      notify({ title: 'Motivo requerido', description: 'Por favor, indica el motivo de la denuncia.', variant: 'destructive' });
      return;
    }
    if (!report.isPending) report.mutate();
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
