// The job offer form: Empresa, Detalles del empleo, Salario (opcional), Habilidades requeridas, Descripción y aplicación.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Button, Select, TextArea, TextField } from '@/components/ui';
import { useMemberAction } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { CURRENCIES, JOB_TYPE_LABELS, JOB_TYPES, WORK_MODE_LABELS, WORK_MODES, type Currency, type JobType, type WorkMode } from '../labels';
import { INCOMPLETE_OFFER, OFFER_SKILLS_MAX, offerErrors, offerIsComplete, type OfferDraft, type OfferField } from '../offer-rules';
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
  const save = useMutation(saveJobOfferMutation(useQueryClient(), editingId));
  const memberAction = useMemberAction();
  const [d, setD] = useState(initial);
  const clientId = useRef(crypto.randomUUID());
  const [checked, setChecked] = useState(false);
  const ids = useId();
  const errors = checked ? offerErrors(d) : {};
  const busy = save.isPending;
  const set = (field: keyof OfferDraft) => (e: { target: { value: string } }) => setD((x) => ({ ...x, [field]: e.target.value }));
  const err = (field: OfferField) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${ids}-${field}` }
      : {};
  const errText = (field: OfferField) =>
    errors[field] ? (
      <p id={`${ids}-${field}`} className="mt-1 text-sm text-error">
        {errors[field]}
      </p>
    ) : null;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!memberAction('Debes iniciar sesión para publicar una oferta.')) return;
    if (!offerIsComplete(d)) return void notify({ title: 'Campos incompletos', description: INCOMPLETE_OFFER, variant: 'destructive' });
    setChecked(true);
    if (Object.keys(offerErrors(d)).length) return;
    save.mutate({ draft: d, clientId: clientId.current }, { onSuccess: (id) => onSaved(id, editingId !== null) });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={busy} data-testid="job-offer-form">
      <Section title="Empresa">
        <TextField label="Nombre de la empresa *" name="companyName" value={d.companyName} onChange={set('companyName')} maxLength={200} disabled={busy} />
        <div>
          <TextField label="Sitio web de la empresa" name="companyWebsite" type="url" placeholder="https://" value={d.companyWebsite} onChange={set('companyWebsite')} disabled={busy} {...err('companyWebsite')} />
          {errText('companyWebsite')}
        </div>
      </Section>
      <Section title="Detalles del empleo">
        <TextField label="Título del puesto *" name="jobTitle" value={d.jobTitle} onChange={set('jobTitle')} maxLength={200} disabled={busy} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Select label="Modalidad *" name="jobLocation" value={d.jobLocation} disabled={busy} onChange={(e) => setD((x) => ({ ...x, jobLocation: e.target.value as WorkMode }))}>
            <option value="" disabled>
              Selecciona la modalidad
            </option>
            {WORK_MODES.map((m) => (
              <option key={m} value={m}>
                {WORK_MODE_LABELS[m]}
              </option>
            ))}
          </Select>
          <Select label="Tipo de contrato *" name="jobType" value={d.jobType} disabled={busy} onChange={(e) => setD((x) => ({ ...x, jobType: e.target.value as JobType }))}>
            <option value="" disabled>
              Selecciona el tipo
            </option>
            {JOB_TYPES.map((t) => (
              <option key={t} value={t}>
                {JOB_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </div>
        {d.jobLocation && d.jobLocation !== 'remote' ? (
          <TextField label="Ciudad / Estado" name="cityState" value={d.cityState} onChange={set('cityState')} maxLength={200} disabled={busy} placeholder="Por ejemplo: Lima, Perú" />
        ) : null}
      </Section>
      <Section title="Salario (opcional)">
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <TextField label="Mínimo" name="salaryRangeMin" type="number" inputMode="decimal" min={0} value={d.salaryRangeMin} onChange={set('salaryRangeMin')} disabled={busy} {...err('salaryRangeMin')} />
            {errText('salaryRangeMin')}
          </div>
          <div>
            <TextField label="Máximo" name="salaryRangeMax" type="number" inputMode="decimal" min={0} value={d.salaryRangeMax} onChange={set('salaryRangeMax')} disabled={busy} {...err('salaryRangeMax')} />
            {errText('salaryRangeMax')}
          </div>
          <Select label="Moneda" name="salaryCurrency" value={d.salaryCurrency} disabled={busy} onChange={(e) => setD((x) => ({ ...x, salaryCurrency: e.target.value as Currency }))}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      </Section>
      <Section title="Habilidades requeridas">
        <SkillsInput label="Habilidades *" skills={d.skillsRequired} limit={OFFER_SKILLS_MAX} disabled={busy} onChange={(skillsRequired) => setD((x) => ({ ...x, skillsRequired }))} />
      </Section>
      <Section title="Descripción y aplicación">
        <TextArea label="Descripción del puesto *" name="jobDescription" rows={6} maxLength={10000} value={d.jobDescription} onChange={set('jobDescription')} disabled={busy} />
        <div>
          <TextField label="Enlace o correo para aplicar *" name="applicationLinkOrEmail" placeholder="https://... o empleo@empresa.com" value={d.applicationLinkOrEmail} onChange={set('applicationLinkOrEmail')} maxLength={500} disabled={busy} {...err('applicationLinkOrEmail')} />
          {errText('applicationLinkOrEmail')}
        </div>
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
