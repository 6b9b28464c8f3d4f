// A post draft's tags: the input (Enter or 'Añadir' adds), the spec's limit and duplicate toasts, and the list with
// a remove button per tag; shared by the create and edit forms.
import { useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui';
import { AddField } from '@/components/ui/add-field';
import { notify } from '@/lib/toast';
import { MAX_TAGS, MAX_TAG_LENGTH, addTag } from '../tag-rules';
import { TAG_PROBLEM } from './draft-messages';

export function TagField({ tags, onChange }: { tags: string[]; onChange(tags: string[]): void }) {
  const [input, setInput] = useState('');

  function add() {
    const result = addTag(tags, input);
    if (result.ok) {
      onChange(result.tags);
      setInput('');
    } else if (result.reason === 'blank') setInput('');
    else notify(TAG_PROBLEM[result.reason]);
  }

  const atLimit = tags.length >= MAX_TAGS;
  return (
    <div className="flex flex-col gap-2">
      <AddField
        label={`Etiquetas (${tags.length}/${MAX_TAGS})`}
        value={input}
        maxLength={MAX_TAG_LENGTH}
        disabled={atLimit}
        placeholder={atLimit ? 'Has alcanzado el límite de etiquetas' : 'Añade una etiqueta y pulsa Enter'}
        onChange={(e) => setInput(e.target.value)}
        addLabel="Añadir etiqueta"
        onAdd={add}
        grow="flex-1"
      />
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Etiquetas añadidas" data-testid="tag-list">
          {tags.map((t) => (
            <li key={t} className="flex items-center gap-1 rounded-lg bg-base-200 py-0.5 pl-2 text-sm">
              #{t}
              <Button variant="ghost" size="xs" icon onClick={() => onChange(tags.filter((x) => x !== t))} aria-label={`Quitar etiqueta ${t}`}>
                <X size={14} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
