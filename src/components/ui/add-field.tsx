// A text field with an 'Añadir' button beside it, where Enter adds too: the entry row of the skills and tags lists.
import { Plus } from 'lucide-react';
import { Button } from './button';
import { TextField, type FieldProps } from './field';

export interface AddFieldProps extends Omit<FieldProps, 'onKeyDown'> {
  /** The button's accessible name ('Añadir habilidad'). */
  addLabel: string;
  onAdd(): void;
  /** How the field's box grows beside the button. */
  grow?: 'grow' | 'flex-1';
}

export function AddField({ addLabel, onAdd, grow = 'grow', disabled, ...field }: AddFieldProps) {
  return (
    <div className="flex items-end gap-2">
      <div className={grow}>
        <TextField
          {...field}
          disabled={disabled}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onAdd();
            }
          }}
        />
      </div>
      <Button variant="outline" onClick={onAdd} disabled={disabled} aria-label={addLabel}>
        <Plus size={18} aria-hidden="true" />
        Añadir
      </Button>
    </div>
  );
}
