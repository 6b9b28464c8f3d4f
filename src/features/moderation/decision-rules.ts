// The rules of a staff decision (a report or an application): a reason of 1 to 1000 characters, and a length for a
// suspension; the messages are the database's own.
import type { FieldErrors } from '@/components/form';
import * as sqlText from '@/lib/error-texts.gen';

export const REASON_MAX = 1000;

export interface DecisionDraft {
  decision: string;
  reason: string;
  hours: string;
}

export function checkDecision({ decision, reason, hours }: DecisionDraft): FieldErrors {
  const trimmed = reason.trim();
  return {
    decision: decision ? undefined : sqlText.invalid_moderation_decision,
    reason: trimmed && trimmed.length <= REASON_MAX ? undefined : sqlText.staff_reason_required,
    hours: decision !== 'suspend' || Number(hours) > 0 ? undefined : sqlText.invalid_suspension_hours,
  };
}
