// New comment or reply form: blank refused with the spec's toast, submit disabled when empty or signed out.
import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Button, TextArea } from '@/components/ui';
import { useAuth, useMemberAction } from '@/lib/auth';
import { showInvalidField } from '@/components/form';
import { notifyEmptyComment } from '../empty-comment';
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
  const [text, setText] = useState('');
  // One id per draft: every send of this draft (double click, retry) is the same comment.
  const draftId = useRef(crypto.randomUUID());
  const isReply = parentId !== null;
  const requireMember = useMemberAction();
  const send = useMutation(addCommentMutation(thread, parentId));
  const requireUser = () => requireMember(isReply ? 'Necesitas iniciar sesión para responder.' : 'Necesitas iniciar sesión para comentar.');

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!requireUser() || send.isPending) return;
    showInvalidField(e.currentTarget as HTMLFormElement, text.trim() ? undefined : 'content');
    if (!text.trim()) return notifyEmptyComment(isReply);
    send.mutate(
      { content: text, clientId: draftId.current },
      {
        onSuccess: () => {
          draftId.current = crypto.randomUUID();
          setText('');
          onSent();
        },
      },
    );
  }

  return (
    <form id={id} className="flex flex-col gap-2 scroll-mt-24" onSubmit={submit} data-testid={isReply ? 'reply-form' : 'comment-form'}>
      <TextArea
        label={isReply ? 'Tu respuesta' : 'Escribe un comentario'}
        name="content"
        // 'Responder' opens this box to be written in: it takes the focus.
        autoFocus={isReply}
        placeholder={user ? (isReply ? 'Escribe una respuesta...' : 'Comparte tu opinión...') : 'Inicia sesión para comentar'}
        rows={isReply ? 2 : 3}
        maxLength={5000}
        value={text}
        readOnly={!user}
        onFocus={() => void (user || requireUser())}
        onChange={(e) => {
          // Editing the text makes it a new draft.
          if (e.target.value.trim() !== text.trim()) draftId.current = crypto.randomUUID();
          setText(e.target.value);
        }}
      />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={!user || text === '' || send.isPending} loading={send.isPending}>
          <Send size={16} aria-hidden="true" />
          {isReply ? 'Responder' : 'Comentar'}
        </Button>
      </div>
    </form>
  );
}
