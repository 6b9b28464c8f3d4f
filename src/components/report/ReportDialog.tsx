// 'Denunciar' for any content: asks for a reason, stores the report, and explains a second report of the same thing.
import { useMutation } from '@tanstack/react-query';
import { useAppForm } from '@/components/form';
import { Button, Dialog, TextArea } from '@/components/ui';
import { checkReportReason, REPORT_WORDING, reportContentMutation, type ReportTarget } from '@/lib/reports';

export function ReportDialog({ open, target, targetId, onClose }: { open: boolean; target: ReportTarget; targetId: string | number; onClose: () => void }) {
  const { title } = REPORT_WORDING[target];
  const report = useMutation(reportContentMutation(target, targetId));
  // The helper ignores a second submit while the first is in flight: a double click would otherwise answer
  // 'Denuncia ya enviada' over the first one's 'Denuncia enviada'. After a failure the reason stays in the box.
  const f = useAppForm({
    defaultValues: { reason: '' },
    busy: report.isPending,
    disableFields: false,
    check: checkReportReason,
    onSubmit: async ({ reason }) => {
      await report.mutateAsync(reason);
      f.reset();
      onClose();
    },
  });

  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form {...f.formProps} className="flex flex-col gap-3">
        <TextArea label="Motivo" maxLength={1000} rows={3} {...f.input('reason')} />
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
