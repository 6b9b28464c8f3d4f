// The Cancel + submit row of a form in a dialog: both disabled while sending, the submit's label becomes 'Enviando...'.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui';

export function DialogActions({ busy, onCancel, icon, label, busyLabel = 'Enviando...' }: { busy: boolean; onCancel(): void; icon: ReactNode; label: string; busyLabel?: string }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancelar
      </Button>
      <Button type="submit" variant="primary" loading={busy}>
        {busy ? null : icon}
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
