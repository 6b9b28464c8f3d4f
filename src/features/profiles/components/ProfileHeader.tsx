// The identity card of a profile: avatar, name, verified badge, bio and counters; actions slot on the right.
import type { ReactNode } from 'react';
import { BadgeCheck } from 'lucide-react';
import { Avatar, Badge } from '@/components/ui';
import { formatCount, plural } from '@/lib/format';
import { creatorLabel } from '@/lib/badges';
import { initialsAvatar } from '@/lib/user';
import type { ProfileRow } from '../api/profile-query';

/** A count with its word agreeing with it ('1 Seguidor', '2 Seguidores'). */
function Counter({ value, one, other, testId }: { value: number; one: string; other: string; testId: string }) {
  return (
    <div className="flex flex-col">
      <span className="text-lg font-bold tabular-nums" data-testid={testId}>
        {formatCount(value)}
      </span>
      <span className="text-xs text-base-content/80">{plural(one, other, value)}</span>
    </div>
  );
}

export function ProfileHeader({ profile, actions, headingId }: { profile: ProfileRow; actions?: ReactNode; headingId: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-base-300 bg-base-100 p-6 shadow-sm">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Avatar src={profile.avatar_url || initialsAvatar(profile.name)} alt="" size={48} />
        <div className="min-w-0 flex-1">
          <h1 id={headingId} className="flex flex-wrap items-center gap-2 text-2xl font-bold">
            {profile.name}
            {profile.is_verified ? <BadgeCheck size={20} className="text-primary" aria-label="Verificado" role="img" /> : null}
          </h1>
          {profile.role === 'creator' ? <Badge tone="secondary">{creatorLabel(profile.badge_form)}</Badge> : null}
          {profile.bio ? <p className="mt-2 text-base-content/80">{profile.bio}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-6">
        <Counter value={profile.followers_count} one="Seguidor" other="Seguidores" testId="followers-count" />
        <Counter value={profile.following_count} one="Siguiendo" other="Siguiendo" testId="following-count" />
        <Counter value={profile.posts_count} one="Publicación" other="Publicaciones" testId="posts-count" />
        <Counter value={profile.recognitions_count} one="Reconocimiento" other="Reconocimientos" testId="recognitions-count" />
      </div>
      {actions}
    </div>
  );
}
