// A staff decision with its reason (and a length for a suspension), on useAppForm; used for report items and, with two
// choices, for applications.
import { Gavel } from 'lucide-react';
import { AreaField, SelectField, useAppForm } from '@/components/form';
import { Button } from '@/components/ui';
import { checkDecision, REASON_MAX, type DecisionDraft } from '../decision-rules';
import { SUSPENSION_HOURS } from '../labels';

export interface DecisionFormProps {
  /** [value, label] of each choice, in order; the first is preselected when it is the only one. */
  choices: readonly (readonly [string, string])[];
  busy: boolean;
  submitLabel: string;
  onDecide(draft: DecisionDraft): Promise<unknown>;
}

export function DecisionForm({ choices, busy, submitLabel, onDecide }: DecisionFormProps) {
  const f = useAppForm<DecisionDraft>({
    defaultValues: { decision: choices.length === 1 ? choices[0]![0] : '', reason: '', hours: String(SUSPENSION_HOURS[0].hours) },
    busy,
    checkFields: checkDecision,
    onSubmit: (draft): Promise<void> => onDecide(draft).then(() => f.reset()),
  });
  return (
    <form {...f.formProps} className="flex flex-col gap-3" data-testid="decision-form">
      {choices.length > 1 ? (
        <SelectField form={f} label="Decisión" name="decision">
          <option value="" disabled>
            Elige una decisión
          </option>
          {choices.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      ) : null}
      {f.values.decision === 'suspend' ? (
        <SelectField form={f} label="Duración de la suspensión" name="hours">
          {SUSPENSION_HOURS.map((s) => (
            <option key={s.hours} value={String(s.hours)}>
              {s.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <AreaField form={f} label="Motivo" name="reason" rows={2} maxLength={REASON_MAX} placeholder="Explica la decisión: el autor y el registro lo verán." />
      <div className="flex justify-end">
        <Button type="submit" variant="primary" size="sm" loading={f.busy}>
          {f.busy ? null : <Gavel size={16} aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
