// /moderacion: staff only (anyone else gets 'No Autorizado', and the database refuses them anyway): reports, applications
// and the staff log, one tab each.
import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { PageTitle } from '@/components/layout';
import { StateBlock } from '@/components/layout/states';
import type { StaffRole } from '@/lib/staff-role';
import { ReportQueue } from './ReportQueue';
import { ApplicationQueue } from './ApplicationQueue';
import { StaffLog } from './StaffLog';

type Section = 'reports' | 'applications' | 'log';

const SECTIONS = [
  { key: 'reports', label: 'Reportes' },
  { key: 'applications', label: 'Solicitudes' },
  { key: 'log', label: 'Registro' },
] as const;

export function ModerationPage({ userId, role }: { userId: string; role: StaffRole | null }) {
  const [section, setSection] = useState<Section>('reports');
  if (!role) return <NotAuthorized />;
  return (
    <div className="flex flex-col gap-6" data-testid="moderation-page">
      <PageTitle title="Moderación" />
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">Moderación</h1>
        <p className="text-base-content/80">
          {role === 'admin' ? 'Administrador' : 'Moderador'}: revisa los reportes y las solicitudes. Cada decisión queda en el registro con su motivo.
        </p>
      </header>
      <Tabs<Section> idBase="moderation" label="Secciones de moderación" items={SECTIONS} active={section} onChange={setSection} />
      <div {...tabPanelProps('moderation', section)} className="outline-none">
        {section === 'reports' ? <ReportQueue userId={userId} /> : section === 'applications' ? <ApplicationQueue userId={userId} /> : <StaffLog userId={userId} />}
      </div>
    </div>
  );
}

function NotAuthorized() {
  return (
    <StateBlock icon={<ShieldAlert size={40} />} title="No Autorizado">
      <p className="text-base-content/80">Esta página es solo para el equipo de moderación. Si crees que deberías tener acceso, escribe a soporte.</p>
      <ButtonLink to="/" variant="outline">
        Volver al inicio
      </ButtonLink>
    </StateBlock>
  );
}
