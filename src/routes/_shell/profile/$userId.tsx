// /profile/{userId}: spinner while loading, the public profile, or /not-found for an unknown member.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { Spinner } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { PublicProfile, profileQuery } from '@/features/profiles';
import { LearningRecord } from '@/features/courses';
import { AuthorPostCards } from './-components/PostCards';

export const Route = createFileRoute('/_shell/profile/$userId')({
  loader: async ({ context, params }) => {
    const profile = await context.queryClient.ensureQueryData(profileQuery(params.userId));
    if (!profile) throw redirect({ to: '/not-found', replace: true });
  },
  pendingComponent: () => <Spinner label="Cargando perfil..." />,
  component: function Profile() {
    const { userId } = Route.useParams();
    const { user } = useAuth();
    return (
      <PublicProfile
        key={userId}
        profileId={userId}
        viewerId={user?.id ?? null}
        postsSlot={<AuthorPostCards authorId={userId} />}
        coursesSlot={<LearningRecord memberId={userId} own={user?.id === userId} />}
      />
    );
  },
});
