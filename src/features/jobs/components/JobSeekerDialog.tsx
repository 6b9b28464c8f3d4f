// 'Publicar Busco Empleo' dialog: the job-seeker form with every rule of spec part 2 §5; publishes or updates the profile.
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Button, Dialog, Select, Spinner, TextArea, TextField } from '@/components/ui';
import { notify } from '@/lib/toast';
import { AVAILABILITIES, AVAILABILITY_LABELS, EXPERIENCE_LABELS, EXPERIENCE_LEVELS, type Availability, type ExperienceLevel } from '../labels';
import { BIO_MAX, emptySeekerDraft, INCOMPLETE_SEEKER, SEEKER_SKILLS_MAX, seekerFieldErrors, seekerIsComplete, type SeekerDraft } from '../seeker-rules';
import { myJobSeekerQuery } from '../api/my-job-seeker-query';
import { saveJobSeekerMutation } from '../api/save-job-seeker-mutation';
import { SkillsInput } from './SkillsInput';

export interface JobSeekerDialogProps {
  userId: string;
  open: boolean;
  onClose(): void;
  /** Shown above the form, e.g. why applying needs a profile first. */
  intro?: string;
}

export function JobSeekerDialog({ userId, open, onClose, intro }: JobSeekerDialogProps) {
  const mine = useQuery({ ...myJobSeekerQuery(userId), enabled: open });
  return (
    <Dialog open={open} title="Publicar Busco Empleo" onClose={onClose}>
      {intro ? <p className="mb-3 text-sm">{intro}</p> : null}
      {mine.isPending ? <Spinner /> : <SeekerForm key={mine.data?.id ?? 'new'} userId={userId} initial={emptySeekerDraft(mine.data)} onDone={onClose} />}
    </Dialog>
  );
}

function SeekerForm({ userId, initial, onDone }: { userId: string; initial: SeekerDraft; onDone(): void }) {
  const save = useMutation(saveJobSeekerMutation(useQueryClient(), userId));
  const [d, setD] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const ids = useId();
  const errors = showErrors ? seekerFieldErrors(d) : {};
  const busy = save.isPending;
  const set = (field: keyof SeekerDraft) => (e: { target: { value: string } }) => setD((x) => ({ ...x, [field]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!seekerIsComplete(d)) return void notify({ ...INCOMPLETE_SEEKER, variant: 'destructive' });
    setShowErrors(true);
    if (Object.keys(seekerFieldErrors(d)).length) return;
    save.mutate(d, { onSuccess: onDone });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-busy={busy} data-testid="job-seeker-form">
      <TextField label="Rol deseado *" name="desiredRole" value={d.desiredRole} onChange={set('desiredRole')} maxLength={150} disabled={busy} placeholder="Por ejemplo: Desarrollador Frontend" />
      <SkillsInput label="Habilidades *" skills={d.skills} limit={SEEKER_SKILLS_MAX} disabled={busy} onChange={(skills) => setD((x) => ({ ...x, skills }))} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Select label="Nivel de experiencia *" name="experienceLevel" value={d.experienceLevel} disabled={busy} onChange={(e) => setD((x) => ({ ...x, experienceLevel: e.target.value as ExperienceLevel }))}>
          <option value="" disabled>
            Selecciona un nivel
          </option>
          {EXPERIENCE_LEVELS.map((l) => (
            <option key={l} value={l}>
              {EXPERIENCE_LABELS[l]}
            </option>
          ))}
        </Select>
        <Select label="Disponibilidad *" name="availability" value={d.availability} disabled={busy} onChange={(e) => setD((x) => ({ ...x, availability: e.target.value as Availability }))}>
          <option value="" disabled>
            Selecciona tu disponibilidad
          </option>
          {AVAILABILITIES.map((a) => (
            <option key={a} value={a}>
              {AVAILABILITY_LABELS[a]}
            </option>
          ))}
        </Select>
      </div>
      <TextField label="Preferencia de ubicación" name="locationPreference" value={d.locationPreference} onChange={set('locationPreference')} maxLength={150} disabled={busy} placeholder="Remoto, Ciudad de México..." />
      <div>
        <TextField label="Enlace a portafolio" name="portfolioLink" type="url" value={d.portfolioLink} onChange={set('portfolioLink')} disabled={busy} placeholder="https://"
          aria-invalid={errors.portfolioLink ? true : undefined} aria-describedby={errors.portfolioLink ? `${ids}-portfolio` : undefined} />
        {errors.portfolioLink ? <p id={`${ids}-portfolio`} className="mt-1 text-sm text-error">{errors.portfolioLink}</p> : null}
      </div>
      <div>
        <TextField label="Perfil de LinkedIn" name="linkedinLink" type="url" value={d.linkedinLink} onChange={set('linkedinLink')} disabled={busy} placeholder="https://www.linkedin.com/in/"
          aria-invalid={errors.linkedinLink ? true : undefined} aria-describedby={errors.linkedinLink ? `${ids}-linkedin` : undefined} />
        {errors.linkedinLink ? <p id={`${ids}-linkedin`} className="mt-1 text-sm text-error">{errors.linkedinLink}</p> : null}
      </div>
      <div>
        <TextArea label="Biografía corta" name="shortBio" rows={3} maxLength={BIO_MAX} value={d.shortBio} onChange={set('shortBio')} disabled={busy} aria-describedby={`${ids}-bio`} />
        <p id={`${ids}-bio`} className="mt-1 text-right text-xs text-base-content/80 tabular-nums" data-testid="bio-counter">
          {d.shortBio.length}/{BIO_MAX}
        </p>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? null : <Send size={18} aria-hidden="true" />}
          {busy ? 'Publicando...' : 'Publicar'}
        </Button>
      </div>
    </form>
  );
}
