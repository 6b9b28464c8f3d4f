// Editing one's own comment in place: the same limits and messages as writing it ('Comentario vacío' / 'Respuesta vacía').
import { useMutation } from '@tanstack/react-query';
import { useAppForm } from '@/components/form';
import { Button, TextArea } from '@/components/ui';
import { emptyCommentProblem } from '../comment-rules';
import { editCommentMutation } from '../api/edit-comment-mutation';
import type { CommentThread } from '../api/thread';

export function CommentEditForm({
  thread,
  commentId,
  initial,
  isReply,
  onDone,
}: {
  thread: CommentThread;
  commentId: number;
  initial: string;
  isReply: boolean;
  onDone: (saved: boolean) => void;
}) {
  const save = useMutation(editCommentMutation(thread, commentId));
  const f = useAppForm({
    defaultValues: { content: initial },
    busy: save.isPending,
    disableFields: false,
    check: ({ content }) => emptyCommentProblem(content, isReply),
    // Unchanged text saves nothing.
    onSubmit: ({ content }) => (content.trim() === initial.trim() ? onDone(false) : save.mutateAsync(content).then(() => onDone(true))),
  });

  return (
    <form {...f.formProps} className="flex flex-col gap-2" data-testid="comment-edit-form">
      <TextArea label={isReply ? 'Editar respuesta' : 'Editar comentario'} rows={3} maxLength={5000} autoFocus {...f.input('content')} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => onDone(false)}>
          Cancelar
        </Button>
        <Button type="submit" size="sm" loading={f.busy}>
          Guardar
        </Button>
      </div>
    </form>
  );
}
