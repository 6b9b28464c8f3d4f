// The job offer form: Empresa, Detalles del empleo, Salario (opcional), Habilidades requeridas, Descripción y aplicación.
import { useRef, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { ChoiceField, InputField, useAppForm } from '@/components/form';
import { Button, Select, TextArea, TextField } from '@/components/ui';
import { useMemberAction } from '@/lib/auth';
import { CURRENCIES, JOB_TYPE_LABELS, JOB_TYPES, WORK_MODE_LABELS, WORK_MODES } from '../labels';
import { INCOMPLETE_OFFER, OFFER_SKILLS_MAX, offerErrors, offerIsComplete, type OfferDraft } from '../offer-rules';
import { saveJobOfferMutation } from '../api/save-job-offer-mutation';
import { SkillsInput } from './SkillsInput';

export interface JobOfferFormProps {
  initial: OfferDraft;
  editingId: number | null;
  onCancel(): void;
  onSaved(jobId: number, edited: boolean): void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-base-300 bg-base-100 p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

export function JobOfferForm({ initial, editingId, onCancel, onSaved }: JobOfferFormProps) {
  const save = useMutation(saveJobOfferMutation(editingId));
  const memberAction = useMemberAction();
  const clientId = useRef(crypto.randomUUID());
  const f = useAppForm<OfferDraft>({
    defaultValues: initial,
    busy: save.isPending,
    revalidate: true,
    guard: () => memberAction('Debes iniciar sesión para publicar una oferta.'),
    check: (d) => (offerIsComplete(d) ? null : { title: 'Campos incompletos', description: INCOMPLETE_OFFER }),
    checkFields: offerErrors,
    onSubmit: (draft) => save.mutate({ draft, clientId: clientId.current }, { onSuccess: (id) => onSaved(id, editingId !== null) }),
  });
  const d = f.values;
  const busy = f.busy;

  return (
    <form {...f.formProps} className="flex flex-col gap-5" data-testid="job-offer-form">
      <Section title="Empresa">
        <TextField label="Nombre de la empresa *" maxLength={200} {...f.input('companyName')} />
        <InputField form={f} label="Sitio web de la empresa" name="companyWebsite" type="url" placeholder="https://" />
      </Section>
      <Section title="Detalles del empleo">
        <TextField label="Título del puesto *" maxLength={200} {...f.input('jobTitle')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <ChoiceField form={f} name="jobLocation" label="Modalidad *" placeholder="Selecciona la modalidad" options={WORK_MODES} labels={WORK_MODE_LABELS} />
          <ChoiceField form={f} name="jobType" label="Tipo de contrato *" placeholder="Selecciona el tipo" options={JOB_TYPES} labels={JOB_TYPE_LABELS} />
        </div>
        {d.jobLocation && d.jobLocation !== 'remote' ? (
          <TextField label="Ciudad / Estado" maxLength={200} placeholder="Por ejemplo: Lima, Perú" {...f.input('cityState')} />
        ) : null}
      </Section>
      <Section title="Salario (opcional)">
        <div className="grid gap-3 sm:grid-cols-3">
          <InputField form={f} label="Mínimo" name="salaryRangeMin" type="number" inputMode="decimal" min={0} />
          <InputField form={f} label="Máximo" name="salaryRangeMax" type="number" inputMode="decimal" min={0} />
          <Select label="Moneda" {...f.input('salaryCurrency')}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      </Section>
      <Section title="Habilidades requeridas">
        <SkillsInput label="Habilidades *" skills={d.skillsRequired} limit={OFFER_SKILLS_MAX} disabled={busy} onChange={(skillsRequired) => f.setValue('skillsRequired', skillsRequired)} />
      </Section>
      <Section title="Descripción y aplicación">
        <TextArea label="Descripción del puesto *" rows={6} maxLength={10000} {...f.input('jobDescription')} />
        <InputField form={f} label="Enlace o correo para aplicar *" name="applicationLinkOrEmail" placeholder="https://... o empleo@empresa.com" maxLength={500} />
      </Section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? null : <Send size={18} aria-hidden="true" />}
          {busy ? 'Publicando...' : editingId === null ? 'Publicar Oferta' : 'Guardar cambios'}
        </Button>
      </div>
    </form>
  );
}
