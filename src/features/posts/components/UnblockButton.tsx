// 'Desbloquear' inside the notice of a post whose author the reader just blocked.
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { setBlockMutation } from '@/lib/blocks';

export function UnblockButton({ authorId, name }: { authorId: string; name: string }) {
  const viewerId = useAuth().user?.id ?? '';
  const unblock = useMutation(setBlockMutation({ id: authorId, name }, viewerId));
  return (
    <Button variant="outline" size="sm" className="mt-2" loading={unblock.isPending} onClick={() => unblock.mutate(false)}>
      Desbloquear
    </Button>
  );
}
