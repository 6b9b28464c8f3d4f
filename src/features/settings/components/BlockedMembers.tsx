// 'Usuarios bloqueados' in /settings: whom the member blocked, each with 'Desbloquear'.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Ban } from 'lucide-react';
import { Avatar, Button } from '@/components/ui';
import { QueryState, SkeletonList } from '@/components/layout';
import { setBlockMutation } from '@/lib/blocks';
import { formatLongDate } from '@/lib/format';
import { initialsAvatar } from '@/lib/user';
import { blockedMembersQuery, type BlockedMember } from '../api/blocked-members-query';

function BlockedRow({ row, viewerId }: { row: BlockedMember; viewerId: string }) {
  const name = row.member?.name ?? 'Usuario';
  const unblock = useMutation(setBlockMutation({ id: row.blocked_id, name }, viewerId));
  return (
    <li className="flex items-center gap-3" data-testid="blocked-member">
      <Avatar src={row.member?.avatar_url || initialsAvatar(name)} alt="" size={32} />
      <div className="min-w-0 flex-1">
        <Link to="/profile/$userId" params={{ userId: row.blocked_id }} className="font-semibold hover:underline">
          {name}
        </Link>
        <p className="text-xs text-base-content/80">Desde el {formatLongDate(row.created_at)}</p>
      </div>
      <Button variant="outline" size="sm" loading={unblock.isPending} onClick={() => unblock.mutate(false)} aria-label={`Desbloquear a ${name}`}>
        Desbloquear
      </Button>
    </li>
  );
}

export function BlockedMembers({ viewerId }: { viewerId: string }) {
  const blocked = useQuery(blockedMembersQuery(viewerId));
  return (
    <section aria-labelledby="blocked-title" className="flex flex-col gap-3">
      <h2 id="blocked-title" className="text-xl font-semibold">
        Usuarios bloqueados
      </h2>
      <p className="text-sm text-base-content/80">No ves sus publicaciones ni comentarios, y no pueden enviarse mensajes.</p>
      <QueryState
        query={blocked}
        pending={<SkeletonList count={2} className="h-10 bg-base-200" label="Cargando usuarios bloqueados" />}
        empty={{ icon: <Ban size={28} />, message: 'No has bloqueado a nadie.' }}
      >
        {(list) => (
          <ul className="flex flex-col gap-3" aria-label="Usuarios bloqueados">
            {list.map((row) => (
              <BlockedRow key={row.blocked_id} row={row} viewerId={viewerId} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
