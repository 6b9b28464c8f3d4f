// Editing one's own post in place: title (≤ 300, live counter), content and up to 5 tags, with the create form's messages.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { Button, TextArea, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { editPostMutation } from '../api/edit-post-mutation';
import type { PostCardData } from '../api/types';
import { MAX_TAGS, MAX_TAG_LENGTH, MAX_TITLE_LENGTH, addTag, firstProblem } from '../tags';
import { DRAFT_PROBLEM, TAG_PROBLEM } from './draft-messages';

export function PostEditForm({ post, onDone }: { post: PostCardData; onDone: () => void }) {
  const viewerId = useAuth().user?.id ?? null;
  const save = useMutation(editPostMutation(useQueryClient(), post.id, viewerId));
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.content);
  const [tags, setTags] = useState<string[]>(post.tags);
  const [tagInput, setTagInput] = useState('');

  function onAddTag() {
    const result = addTag(tags, tagInput);
    if (result.ok) {
      setTags(result.tags);
      setTagInput('');
    } else if (result.reason === 'blank') setTagInput('');
    else notify(TAG_PROBLEM[result.reason]);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = firstProblem({ title, content, communityId: post.community_id });
    if (problem) return void notify(DRAFT_PROBLEM[problem]);
    if (!save.isPending) save.mutate({ title, content, tags }, { onSuccess: onDone });
  }

  const atLimit = tags.length >= MAX_TAGS;
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="post-edit-form">
      <div>
        <TextField label="Título" value={title} maxLength={MAX_TITLE_LENGTH} onChange={(e) => setTitle(e.target.value)} autoFocus />
        <p className="mt-1 text-right text-xs text-base-content/80" aria-live="polite">
          {title.length}/{MAX_TITLE_LENGTH}
        </p>
      </div>
      <TextArea label="Contenido" value={content} rows={8} onChange={(e) => setContent(e.target.value)} />
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={`Etiquetas (${tags.length}/${MAX_TAGS})`}
            value={tagInput}
            maxLength={MAX_TAG_LENGTH}
            disabled={atLimit}
            placeholder={atLimit ? 'Has alcanzado el límite de etiquetas' : 'Añade una etiqueta y pulsa Enter'}
            onChange={(e) => setTagInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onAddTag();
              }
            }}
          />
        </div>
        <Button variant="outline" onClick={onAddTag} disabled={atLimit} aria-label="Añadir etiqueta">
          <Plus size={18} aria-hidden="true" />
          Añadir
        </Button>
      </div>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Etiquetas añadidas">
          {tags.map((t) => (
            <li key={t} className="flex items-center gap-1 rounded-lg bg-base-200 py-0.5 pl-2 text-sm">
              #{t}
              <Button variant="ghost" size="xs" icon onClick={() => setTags(tags.filter((x) => x !== t))} aria-label={`Quitar etiqueta ${t}`}>
                <X size={14} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={save.isPending}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}
