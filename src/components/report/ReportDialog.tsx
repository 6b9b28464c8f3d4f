// 'Denunciar' for any content: asks for a reason, stores the report, and explains a second report of the same thing.
import { useMutation } from '@tanstack/react-query';
import { useAppForm } from '@/components/form';
import { Button, Dialog, TextArea } from '@/components/ui';
import { REPORT_WORDING, reportContentMutation, type ReportTarget } from '@/lib/reports';

const NO_REASON = { title: 'Motivo requerido', description: 'Por favor, indica el motivo de la denuncia.', field: 'reason' };

export function ReportDialog({ open, target, targetId, onClose }: { open: boolean; target: ReportTarget; targetId: string | number; onClose: () => void }) {
  const { title } = REPORT_WORDING[target];
  const report = useMutation(reportContentMutation(target, targetId));
  const f = useAppForm({
    defaultValues: { reason: '' },
    busy: report.isPending,
    // The reason stays editable while it is sent, as before.
    disableFields: false,
    check: ({ reason }) => (reason.trim() ? null : NO_REASON),
    // A double click sends once (the form stays busy until the answer); after a failure the reason stays in the box.
    onSubmit: ({ reason }) =>
      report.mutateAsync(reason).then(() => {
        f.reset();
        onClose();
      }),
  });

  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form {...f.formProps} className="flex flex-col gap-3">
        <TextArea label="Motivo" maxLength={1000} rows={3} {...f.input('reason')} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" variant="error" loading={f.busy}>
            Enviar denuncia
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
