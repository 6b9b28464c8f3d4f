// A skill list field: type and press Enter (or 'Añadir'); duplicates and the limit are refused with the spec's toasts.
import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { AddField } from '@/components/ui/add-field';
import { notify } from '@/lib/toast';
import { addSkill, DUPLICATE_SKILL } from '../skills';

export interface SkillsInputProps {
  label: string;
  skills: string[];
  limit: 10 | 15;
  disabled?: boolean;
  onChange(skills: string[]): void;
}

export function SkillsInput({ label, skills, limit, disabled, onChange }: SkillsInputProps) {
  const [input, setInput] = useState('');
  const hintId = useId();
  function add() {
    const result = addSkill(skills, input, limit);
    if (result.ok) {
      onChange(result.skills);
      setInput('');
    } else if (result.reason === 'duplicate') notify({ ...DUPLICATE_SKILL, variant: 'destructive' });
    else if (result.reason === 'limit') notify({ title: 'Límite de Habilidades', description: `Puedes añadir hasta ${limit} habilidades.`, variant: 'destructive' });
  }
  return (
    <div className="flex flex-col gap-2">
      <AddField
        label={label}
        value={input}
        disabled={disabled}
        maxLength={60}
        placeholder="Escribe una habilidad y pulsa Enter"
        aria-describedby={hintId}
        onChange={(e) => setInput(e.target.value)}
        addLabel="Añadir habilidad"
        onAdd={add}
      />
      <p id={hintId} className="text-xs text-base-content/80">
        {skills.length}/{limit} habilidades
      </p>
      {skills.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Habilidades añadidas">
          {skills.map((s) => (
            <li key={s} className="flex items-center gap-1 rounded-xl bg-primary/10 py-1 pl-3 pr-1 text-sm">
              {s}
              <button
                type="button"
                className="rounded-lg p-1 hover:bg-primary/20 focus-visible:outline-2"
                aria-label={`Quitar ${s}`}
                disabled={disabled}
                onClick={() => onChange(skills.filter((x) => x !== s))}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
