// 'Publicar reel': the button and its dialog. The form (video checks, poster frame, uploads) loads when a member opens
// it, not with the feed, so the first reel starts sooner.
import { Suspense, lazy, useState } from 'react';
import { Clapperboard } from 'lucide-react';
import { Button, Dialog, Spinner } from '@/components/ui';
import { useMemberAction } from '@/lib/auth';

export const PUBLISH_NEEDS_LOGIN = 'Necesitas iniciar sesión para publicar un reel.';

const PublishForm = lazy(() => import('./PublishReelForm').then((m) => ({ default: m.PublishForm })));

export function PublishReel({ onPublished }: { onPublished: (id: number) => void }) {
  const requireMember = useMemberAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => requireMember(PUBLISH_NEEDS_LOGIN) && setOpen(true)}>
        <Clapperboard size={16} aria-hidden="true" />
        Publicar reel
      </Button>
      <Dialog open={open} title="Publicar reel" onClose={() => setOpen(false)}>
        <Suspense fallback={<Spinner />}>
          <PublishForm
            onDone={(id) => {
              setOpen(false);
              onPublished(id);
            }}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      </Dialog>
    </>
  );
}
