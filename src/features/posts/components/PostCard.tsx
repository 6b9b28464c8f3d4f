// A post as a card (home feed, community, profile, saved): byline, votes, title link, image, excerpt, tags, actions.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui';
import { visibleComments, type PostCardData } from '../api/types';
import { PostHeader } from './PostHeader';
import { PostVotes } from './PostVotes';
import { PostImage } from './PostImage';
import { PostTags } from './PostTags';
import { PostActions } from './PostActions';
import { CommentPreview } from './CommentPreview';

export function PostCard({ post }: { post: PostCardData }) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  return (
    <article className="flex gap-3 rounded-2xl border border-base-300 bg-base-100 p-4 shadow-sm" data-testid="post-card" aria-labelledby={`post-${post.id}-title`}>
      <div>
        <PostVotes post={post} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <PostHeader post={post} />
        {/* Only its author and staff still read a hidden post; the full notice is on its page (a plain badge here: feeds ship first). */}
        {post.hidden_by_moderation ? (
          <span data-testid="moderation-label">
            <Badge>Retirado por moderación</Badge>
          </span>
        ) : null}
        <h3 id={`post-${post.id}-title`} className="text-lg font-bold leading-snug break-words">
          <Link to="/post/$id" params={{ id: String(post.id) }} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        <PostImage src={post.image_url} alt={post.title} />
        <p className="line-clamp-3 whitespace-pre-line break-words text-base-content/90">{post.content}</p>
        <PostTags tags={post.tags} />
        <div className="flex flex-wrap items-center gap-1">
          <PostActions post={post} commentsOpen={commentsOpen} onToggleComments={() => setCommentsOpen((o) => !o)} />
        </div>
        {commentsOpen ? <CommentPreview postId={post.id} total={visibleComments(post)} /> : null}
      </div>
    </article>
  );
}
