// Editing one's own post in place: title (≤ 300, live counter), content and up to 5 tags, with the create form's messages.
import { useMutation } from '@tanstack/react-query';
import { useAppForm } from '@/components/form';
import { Button, TextArea, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { editPostMutation } from '../api/edit-post-mutation';
import type { PostCardData } from '../api/types';
import { MAX_TITLE_LENGTH } from '../tag-rules';
import { checkPostDraft } from './draft-messages';
import { TagField } from './TagField';

export function PostEditForm({ post, onDone }: { post: PostCardData; onDone: () => void }) {
  const viewerId = useAuth().user?.id ?? null;
  const save = useMutation(editPostMutation(post.id, viewerId));
  const f = useAppForm({
    defaultValues: { title: post.title, content: post.content, tags: post.tags },
    busy: save.isPending,
    // The text stays editable while it is saved, as before.
    disableFields: false,
    check: (draft) => checkPostDraft({ ...draft, communityId: post.community_id }),
    onSubmit: (draft) => save.mutateAsync(draft).then(onDone),
  });
  const { title, tags } = f.values;

  return (
    <form {...f.formProps} className="flex flex-col gap-3" data-testid="post-edit-form">
      <div>
        <TextField label="Título" maxLength={MAX_TITLE_LENGTH} {...f.input('title')} autoFocus />
        <p className="mt-1 text-right text-xs text-base-content/80" aria-live="polite">
          {title.length}/{MAX_TITLE_LENGTH}
        </p>
      </div>
      <TextArea label="Contenido" rows={8} {...f.input('content')} />
      <TagField tags={tags} onChange={(next) => f.setValue('tags', next)} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={f.busy}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}
