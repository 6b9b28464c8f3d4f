// 'Publicar Busco Empleo' dialog: the job-seeker form with every rule of spec part 2 §5; publishes or updates the profile.
import { useId } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { ChoiceField, DialogActions, InputField, useAppForm } from '@/components/form';
import { QueryState } from '@/components/layout';
import { Dialog, TextArea, TextField } from '@/components/ui';
import { AVAILABILITIES, AVAILABILITY_LABELS, EXPERIENCE_LABELS, EXPERIENCE_LEVELS } from '../labels';
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
      {/* No profile yet (null) opens an empty form; a failed read shows the error, never an empty form over a stored one. */}
      <QueryState query={mine} empty={<SeekerForm key="new" userId={userId} initial={emptySeekerDraft(null)} onDone={onClose} />}>
        {(seeker) => <SeekerForm key={seeker.id} userId={userId} initial={emptySeekerDraft(seeker)} onDone={onClose} />}
      </QueryState>
    </Dialog>
  );
}

function SeekerForm({ userId, initial, onDone }: { userId: string; initial: SeekerDraft; onDone(): void }) {
  const save = useMutation(saveJobSeekerMutation(userId));
  const f = useAppForm<SeekerDraft>({
    defaultValues: initial,
    busy: save.isPending,
    revalidate: true,
    check: (d) => (seekerIsComplete(d) ? null : INCOMPLETE_SEEKER),
    checkFields: seekerFieldErrors,
    onSubmit: (d) => save.mutate(d, { onSuccess: onDone }),
  });
  const ids = useId();
  const d = f.values;
  const busy = f.busy;

  return (
    <form {...f.formProps} className="flex flex-col gap-3" data-testid="job-seeker-form">
      <TextField label="Rol deseado *" maxLength={150} placeholder="Por ejemplo: Desarrollador Frontend" {...f.input('desiredRole')} />
      <SkillsInput label="Habilidades *" skills={d.skills} limit={SEEKER_SKILLS_MAX} disabled={busy} onChange={(skills) => f.setValue('skills', skills)} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ChoiceField form={f} name="experienceLevel" label="Nivel de experiencia *" placeholder="Selecciona un nivel" options={EXPERIENCE_LEVELS} labels={EXPERIENCE_LABELS} />
        <ChoiceField form={f} name="availability" label="Disponibilidad *" placeholder="Selecciona tu disponibilidad" options={AVAILABILITIES} labels={AVAILABILITY_LABELS} />
      </div>
      <TextField label="Preferencia de ubicación" maxLength={150} placeholder="Remoto, Ciudad de México..." {...f.input('locationPreference')} />
      <InputField form={f} label="Enlace a portafolio" name="portfolioLink" type="url" placeholder="https://" />
      <InputField form={f} label="Perfil de LinkedIn" name="linkedinLink" type="url" placeholder="https://www.linkedin.com/in/" />
      <div>
        <TextArea label="Biografía corta" rows={3} maxLength={BIO_MAX} aria-describedby={`${ids}-bio`} {...f.input('shortBio')} />
        <p id={`${ids}-bio`} className="mt-1 text-right text-xs text-base-content/80 tabular-nums" data-testid="bio-counter">
          {d.shortBio.length}/{BIO_MAX}
        </p>
      </div>
      <DialogActions busy={busy} onCancel={onDone} icon={<Send size={18} aria-hidden="true" />} label="Publicar" busyLabel="Publicando..." />
    </form>
  );
}
