// New comment or reply form: blank refused with the spec's toast, submit disabled when empty or signed out.
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Button, TextArea } from '@/components/ui';
import { useAuth, useMemberAction } from '@/lib/auth';
import { useAppForm } from '@/components/form';
import { emptyCommentProblem } from '../comment-rules';
import { addCommentMutation } from '../api/add-comment-mutation';
import type { CommentThread } from '../api/thread';

export function CommentForm({
  thread,
  parentId = null,
  onSent,
  onCancel,
  id,
}: {
  thread: CommentThread;
  parentId?: number | null;
  onSent: () => void;
  onCancel?: () => void;
  id?: string;
}) {
  const { user } = useAuth();
  // One id per draft: every send of this draft (double click, retry) is the same comment.
  const draftId = useRef(crypto.randomUUID());
  const isReply = parentId !== null;
  const requireMember = useMemberAction();
  const send = useMutation(addCommentMutation(thread, parentId));
  const requireUser = () => requireMember(isReply ? 'Necesitas iniciar sesión para responder.' : 'Necesitas iniciar sesión para comentar.');
  const f = useAppForm({
    defaultValues: { content: '' },
    busy: send.isPending,
    disableFields: false,
    guard: requireUser,
    check: ({ content }) => emptyCommentProblem(content, isReply),
    onSubmit: ({ content }) =>
      send.mutateAsync({ content, clientId: draftId.current }).then(() => {
        draftId.current = crypto.randomUUID();
        f.reset();
        onSent();
      }),
  });
  const text = f.values.content;

  return (
    <form id={id} {...f.formProps} className="flex flex-col gap-2 scroll-mt-24" data-testid={isReply ? 'reply-form' : 'comment-form'}>
      <TextArea
        label={isReply ? 'Tu respuesta' : 'Escribe un comentario'}
        // 'Responder' opens this box to be written in: it takes the focus.
        autoFocus={isReply}
        placeholder={user ? (isReply ? 'Escribe una respuesta...' : 'Comparte tu opinión...') : 'Inicia sesión para comentar'}
        rows={isReply ? 2 : 3}
        maxLength={5000}
        {...f.input('content')}
        readOnly={!user}
        onFocus={() => void (user || requireUser())}
        onChange={(e) => {
          // Editing the text makes it a new draft.
          if (e.target.value.trim() !== text.trim()) draftId.current = crypto.randomUUID();
          f.setValue('content', e.target.value);
        }}
      />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={!user || text === '' || f.busy} loading={f.busy}>
          <Send size={16} aria-hidden="true" />
          {isReply ? 'Responder' : 'Comentar'}
        </Button>
      </div>
    </form>
  );
}
