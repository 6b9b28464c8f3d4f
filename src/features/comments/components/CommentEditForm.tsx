// Editing one's own comment in place: the same limits and messages as writing it ('Comentario vacío' / 'Respuesta vacía').
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, TextArea } from '@/components/ui';
import { notifyEmptyComment } from '../empty-comment';
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
  const [text, setText] = useState(initial);
  const save = useMutation(editCommentMutation(thread, commentId));

  function submit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    if (!text.trim()) return notifyEmptyComment(isReply);
    if (text.trim() === initial.trim()) return onDone(false);
    save.mutate(text, { onSuccess: () => onDone(true) });
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} data-testid="comment-edit-form">
      <TextArea label={isReply ? 'Editar respuesta' : 'Editar comentario'} rows={3} maxLength={5000} value={text} autoFocus onChange={(e) => setText(e.target.value)} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => onDone(false)}>
          Cancelar
        </Button>
        <Button type="submit" size="sm" loading={save.isPending}>
          Guardar
        </Button>
      </div>
    </form>
  );
}
