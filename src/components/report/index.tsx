// 'Denunciar' dialogs load on first use: the dialog and its mutation are downloaded when a member first opens one
// (nobody needs them to read the feed), then stay mounted so a reason typed before 'Cancelar' is still there.
import { lazy, Suspense, useState, type ComponentProps } from 'react';

const LoadedReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

export function ReportDialog(props: ComponentProps<typeof LoadedReportDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LoadedReportDialog {...props} />
    </Suspense>
  ) : null;
}
