// 'Denunciar': asks for a reason and stores the report; a second report of the same content is explained.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, TextArea } from '@/components/ui';
import { toAppError } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { reportContent } from '../api/report-content';

export function ReportDialog({ open, targetType, targetId, onClose }: { open: boolean; targetType: 'post' | 'comment'; targetId: number; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const what = targetType === 'post' ? 'la publicación' : 'el comentario';
  const report = useMutation({
    mutationFn: () => reportContent(targetType, targetId, reason),
    meta: { silent: true },
    onSuccess: () => {
      notify({ title: 'Denuncia enviada', description: `Gracias. Revisaremos ${what}.`, variant: 'success' });
      setReason('');
      onClose();
    },
    onError: (e) => {
      const err = toAppError(e);
      notify(
        err.code === '23505'
          ? { title: 'Ya denunciado', description: `Ya denunciaste ${what}.`, variant: 'info' }
          : { title: 'Error al denunciar', description: err.message, variant: 'destructive' },
      );
      if (err.code === '23505') onClose();
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      notify({ title: 'Motivo requerido', description: 'Por favor, indica el motivo de la denuncia.', variant: 'destructive' });
      return;
    }
    report.mutate();
  }

  return (
    <Dialog open={open} title={targetType === 'post' ? 'Denunciar publicación' : 'Denunciar comentario'} onClose={onClose}>
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
