// Editing one's own post in place: title (≤ 300, live counter), content and up to 5 tags, with the create form's messages.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, TextArea, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { showInvalidField } from '@/components/form/focus';
import { notify } from '@/lib/toast';
import { editPostMutation } from '../api/edit-post-mutation';
import type { PostCardData } from '../api/types';
import { MAX_TITLE_LENGTH, firstProblem } from '../tag-rules';
import { DRAFT_PROBLEM } from './draft-messages';
import { TagField } from './TagField';

export function PostEditForm({ post, onDone }: { post: PostCardData; onDone: () => void }) {
  const viewerId = useAuth().user?.id ?? null;
  const save = useMutation(editPostMutation(post.id, viewerId));
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.content);
  const [tags, setTags] = useState<string[]>(post.tags);

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = firstProblem({ title, content, communityId: post.community_id });
    showInvalidField(e.currentTarget as HTMLFormElement, problem ?? undefined);
    if (problem) return void notify(DRAFT_PROBLEM[problem]);
    if (!save.isPending) save.mutate({ title, content, tags }, { onSuccess: onDone });
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="post-edit-form">
      <div>
        <TextField label="Título" name="title" value={title} maxLength={MAX_TITLE_LENGTH} onChange={(e) => setTitle(e.target.value)} autoFocus />
        <p className="mt-1 text-right text-xs text-base-content/80" aria-live="polite">
          {title.length}/{MAX_TITLE_LENGTH}
        </p>
      </div>
      <TextArea label="Contenido" name="content" value={content} rows={8} onChange={(e) => setContent(e.target.value)} />
      <TagField tags={tags} onChange={setTags} />
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
