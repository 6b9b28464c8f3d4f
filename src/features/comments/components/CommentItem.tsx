// One comment (of a post or a reel) with its author, time, content, reply and report buttons, and nested replies.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, Flag, Reply } from 'lucide-react';
import { Avatar, Button } from '@/components/ui';
import { ReportDialog } from '@/components/report/ReportDialog';
import { useAuth, useMemberAction } from '@/lib/auth';
import { formatLongDate, formatRelativeTime } from '@/lib/format';
import { initialsAvatar } from '@/lib/user';
import type { CommentNode } from '../api/types';
import { reportTargetOf, type CommentThread } from '../api/thread';
import type { VoteDirection } from '@/lib/votes';
import { CommentForm } from './CommentForm';
import { CommentVotes } from './CommentVotes';

export function CommentItem({
  thread,
  comment,
  onChanged,
  myVotes,
  depth = 0,
}: {
  thread: CommentThread;
  comment: CommentNode;
  onChanged: () => void;
  /** The viewer's votes; null where the thread has no votes (reels). */
  myVotes: Record<number, VoteDirection> | null;
  depth?: number;
}) {
  const { user } = useAuth();
  const requireMember = useMemberAction();
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const name = comment.author?.name ?? 'Usuario';

  function startReply() {
    if (requireMember('Necesitas iniciar sesión para responder.')) setReplying((r) => !r);
  }

  function startReport() {
    if (requireMember('Necesitas iniciar sesión para denunciar contenido.')) setReporting(true);
  }

  return (
    <li id={`comment-${comment.id}`} className="flex flex-col gap-2 scroll-mt-24" data-testid="comment">
      <div className="flex gap-2">
        <Avatar src={comment.author?.avatar_url || initialsAvatar(name)} alt="" size={32} />
        <div className="flex min-w-0 flex-1 flex-col gap-1 rounded-xl bg-base-200 px-3 py-2">
          <div className="flex flex-wrap items-center gap-x-1.5 text-sm">
            <Link to="/profile/$userId" params={{ userId: comment.author_id }} className="font-semibold hover:underline">
              {name}
            </Link>
            {comment.author?.is_verified ? <BadgeCheck size={14} className="text-primary" role="img" aria-label="Creador verificado" /> : null}
            <span aria-hidden="true">·</span>
            <time dateTime={comment.created_at} title={formatLongDate(comment.created_at)} className="text-base-content/80">
              {formatRelativeTime(comment.created_at)}
            </time>
          </div>
          <p className="whitespace-pre-line break-words" data-testid="comment-content">
            {comment.content}
          </p>
          <div className="flex items-center gap-2">
            {myVotes ? <CommentVotes comment={comment} myVote={myVotes[comment.id] ?? 'none'} /> : null}
            <Button variant="ghost" size="xs" onClick={startReply} aria-expanded={replying}>
              <Reply size={14} aria-hidden="true" />
              Responder
            </Button>
            {user?.id !== comment.author_id ? (
              <Button variant="ghost" size="xs" onClick={startReport} aria-label={`Denunciar comentario de ${name}`}>
                <Flag size={14} aria-hidden="true" />
                <span className="hidden sm:inline">Denunciar</span>
              </Button>
            ) : null}
          </div>
          {reporting ? <ReportDialog open target={reportTargetOf(thread)} targetId={comment.id} onClose={() => setReporting(false)} /> : null}
        </div>
      </div>
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
        <ul className={`flex flex-col gap-3 border-l-2 border-base-300 ${depth < 4 ? 'ml-4 pl-3' : 'pl-2'}`} aria-label={`Respuestas a ${name}`}>
          {comment.replies.map((r) => (
            <CommentItem key={r.id} thread={thread} comment={r} onChanged={onChanged} myVotes={myVotes} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
