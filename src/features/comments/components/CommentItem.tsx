// One comment (of a post or a reel) with its author, time, content, reply/report (others') or edit/delete (own)
// buttons, and nested replies; a deleted comment with replies keeps its place as 'Comentario eliminado', a
// blocked member's (or a hidden one's, for others) as a placeholder; its author and staff see a hidden one labelled
// 'Retirado por moderación'.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, Flag, Pencil, Reply, Trash2 } from 'lucide-react';
import { Avatar, Button, ConfirmDialog } from '@/components/ui';
import { ReportDialog } from '@/components/report';
import { ModerationLabel, moderationNote } from '@/components/ui/moderation-label';
import { useAuth, useMemberAction } from '@/lib/auth';
import { formatLongDate, formatRelativeTime } from '@/lib/format';
import { initialsAvatar } from '@/lib/user';
import { verifiedCreatorLabel } from '@/lib/badges';
import type { CommentNode } from '../api/types';
import { reportTargetOf, type CommentThread } from '../api/thread';
import type { VoteDirection } from '@/lib/votes';
import { deleteCommentMutation } from '../api/delete-comment-mutation';
import { CommentEditForm } from './CommentEditForm';
import { CommentForm } from './CommentForm';
import { CommentVotes } from './CommentVotes';
import { missingCommentLabel } from '../tree';

export function CommentItem({
  thread,
  comment,
  onChanged,
  myVotes,
  depth = 0,
  closed = false,
}: {
  thread: CommentThread;
  comment: CommentNode;
  onChanged: () => void;
  /** The viewer's votes; null where the thread has no votes (reels). */
  myVotes: Record<number, VoteDirection> | null;
  depth?: number;
  /** The post was deleted: the thread is read-only (no replies). */
  closed?: boolean;
}) {
  const { user } = useAuth();
  const requireMember = useMemberAction();
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useMutation(deleteCommentMutation(thread, comment.id));
  const name = comment.author?.name ?? 'Usuario';
  const isOwn = user?.id === comment.author_id;
  const deleted = comment.deleted_at != null;
  const isReply = comment.parent_id !== null;

  function startReply() {
    if (requireMember('Necesitas iniciar sesión para responder.')) setReplying((r) => !r);
  }

  function startReport() {
    if (requireMember('Necesitas iniciar sesión para denunciar contenido.')) setReporting(true);
  }

  return (
    <li id={`comment-${comment.id}`} className="flex flex-col gap-2 scroll-mt-24" data-testid="comment">
      {comment.hidden ? (
        <p className="rounded-xl border border-dashed border-base-300 px-3 py-2 text-sm italic text-base-content/80" data-testid="comment-hidden">
          {missingCommentLabel(!!user)}
        </p>
      ) : deleted ? (
        <p className="rounded-xl border border-dashed border-base-300 px-3 py-2 text-sm italic text-base-content/80" data-testid="comment-deleted">
          Comentario eliminado
        </p>
      ) : (
      <div className="flex gap-2">
        <Avatar src={comment.author?.avatar_url || initialsAvatar(name)} alt="" size={32} />
        <div className="flex min-w-0 flex-1 flex-col gap-1 rounded-xl bg-base-200 px-3 py-2">
          <div className="flex flex-wrap items-center gap-x-1.5 text-sm">
            <Link to="/profile/$userId" params={{ userId: comment.author_id }} className="font-semibold hover:underline">
              {name}
            </Link>
            {comment.author?.is_verified ? <BadgeCheck size={14} className="text-primary" role="img" aria-label={verifiedCreatorLabel(comment.author.badge_form)} /> : null}
            <span aria-hidden="true">·</span>
            <time dateTime={comment.created_at} title={formatLongDate(comment.created_at)} className="text-base-content/80">
              {formatRelativeTime(comment.created_at)}
            </time>
            {comment.edited_at ? (
              <span className="text-base-content/80" title={`Editado ${formatLongDate(comment.edited_at)}`} data-testid="comment-edited">
                (editado)
              </span>
            ) : null}
          </div>
          {comment.hidden_by_moderation ? <ModerationLabel note={moderationNote(isOwn)} /> : null}
          {editing ? (
            <CommentEditForm
              thread={thread}
              commentId={comment.id}
              initial={comment.content}
              isReply={isReply}
              onDone={(saved) => {
                setEditing(false);
                if (saved) onChanged();
              }}
            />
          ) : (
            <p className="whitespace-pre-line break-words" data-testid="comment-content">
              {comment.content}
            </p>
          )}
          <div className="flex items-center gap-2">
            {myVotes ? <CommentVotes comment={comment} myVote={myVotes[comment.id] ?? 'none'} /> : null}
            {closed ? null : (
              <Button variant="ghost" size="xs" onClick={startReply} aria-expanded={replying}>
                <Reply size={14} aria-hidden="true" />
                Responder
              </Button>
            )}
            {user?.id !== comment.author_id ? (
              <Button variant="ghost" size="xs" onClick={startReport} aria-label={`Denunciar comentario de ${name}`}>
                <Flag size={14} aria-hidden="true" />
                <span className="hidden sm:inline">Denunciar</span>
              </Button>
            ) : null}
            {isOwn && !editing ? (
              <>
                <Button variant="ghost" size="xs" onClick={() => setEditing(true)} aria-label="Editar comentario">
                  <Pencil size={14} aria-hidden="true" />
                  <span className="hidden sm:inline">Editar</span>
                </Button>
                <Button variant="ghost" size="xs" onClick={() => setConfirmingDelete(true)} aria-label="Eliminar comentario">
                  <Trash2 size={14} aria-hidden="true" />
                  <span className="hidden sm:inline">Eliminar</span>
                </Button>
              </>
            ) : null}
          </div>
          {reporting ? <ReportDialog open target={reportTargetOf(thread)} targetId={comment.id} onClose={() => setReporting(false)} /> : null}
          {confirmingDelete ? (
            <ConfirmDialog
              open
              title={isReply ? '¿Eliminar respuesta?' : '¿Eliminar comentario?'}
              confirmLabel="Eliminar"
              pending={remove.isPending}
              onClose={() => setConfirmingDelete(false)}
              onConfirm={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setConfirmingDelete(false);
                    onChanged();
                  },
                })
              }
            >
              {comment.replies.length > 0
                ? 'Las respuestas de otros miembros se conservan y tu comentario aparecerá como «Comentario eliminado». Esta acción no se puede deshacer.'
                : 'Tu comentario desaparecerá de la conversación. Esta acción no se puede deshacer.'}
            </ConfirmDialog>
          ) : null}
        </div>
      </div>
      )}
      {replying ? (
        <div className="ml-10">
          <CommentForm
            thread={thread}
            parentId={comment.id}
            onCancel={() => setReplying(false)}
            onSent={() => {
              setReplying(false);
              onChanged();
            }}
          />
        </div>
      ) : null}
      {comment.replies.length > 0 ? (
        <ul className={`flex flex-col gap-3 border-l-2 border-base-300 ${depth < 4 ? 'ml-4 pl-3' : 'pl-2'}`} aria-label={comment.hidden ? 'Respuestas al comentario oculto' : deleted ? 'Respuestas al comentario eliminado' : `Respuestas a ${name}`}>
          {comment.replies.map((r) => (
            <CommentItem key={r.id} thread={thread} comment={r} onChanged={onChanged} myVotes={myVotes} depth={depth + 1} closed={closed} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
