// Post byline: author avatar and name (verified badge), community link, relative time and '(editada)' once edited.
import { Link } from '@tanstack/react-router';
import { BadgeCheck } from 'lucide-react';
import { Avatar } from '@/components/ui';
import { formatLongDate, formatRelativeTime } from '@/lib/format';
import { initialsAvatar } from '@/lib/user';
import { verifiedCreatorLabel } from '@/lib/badges';
import type { PostCardData } from '../api/types';

export function PostHeader({ post }: { post: PostCardData }) {
  const name = post.author?.name ?? 'Usuario';
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <Link to="/profile/$userId" params={{ userId: post.author_id }} className="shrink-0" aria-hidden="true" tabIndex={-1}>
        <Avatar src={post.author?.avatar_url || initialsAvatar(name)} alt="" size={32} />
      </Link>
      <div className="flex min-w-0 flex-wrap items-center gap-x-1.5">
        <Link to="/profile/$userId" params={{ userId: post.author_id }} className="font-semibold hover:underline" data-testid="post-author">
          {name}
        </Link>
        {post.author?.is_verified ? (
          <BadgeCheck size={16} className="text-primary" role="img" aria-label={verifiedCreatorLabel(post.author.badge_form)} />
        ) : null}
        {post.community ? (
          <>
            <span aria-hidden="true">·</span>
            <Link to="/communities/$id" params={{ id: String(post.community.id) }} className="text-base-content/80 hover:underline">
              {post.community.name}
            </Link>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <time dateTime={post.created_at} title={formatLongDate(post.created_at)} className="text-base-content/80">
          {formatRelativeTime(post.created_at)}
        </time>
        {post.edited_at ? (
          <span className="text-base-content/80" title={`Editada ${formatLongDate(post.edited_at)}`} data-testid="post-edited">
            (editada)
          </span>
        ) : null}
      </div>
    </div>
  );
}
