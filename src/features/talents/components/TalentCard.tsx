// A talent card: avatar, name, category, rating, bio, ≤ 3 tags, the first service's price and 'Solicitar Contenido'.
import { Star } from 'lucide-react';
import { Avatar, Badge, Button } from '@/components/ui';
import { formatPrice } from '@/lib/format';
import { initialsAvatar } from '@/lib/user';
import { firstService, type Talent } from '../catalog';

export function TalentCard({ talent: t, onRequest }: { talent: Talent; onRequest(): void }) {
  const first = firstService(t);
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-base-300 bg-base-100 p-4 shadow-sm" data-testid="talent-card" aria-labelledby={`talent-${t.id}`}>
      <div className="flex items-center gap-3">
        <Avatar src={t.avatar_url ?? initialsAvatar(t.name)} alt={`Foto de ${t.name}`} size={48} />
        <div className="min-w-0">
          <h2 id={`talent-${t.id}`} className="font-semibold">
            {t.name}
          </h2>
          <p className="text-sm text-base-content/80">{t.category}</p>
        </div>
        <span className="ml-auto flex items-center gap-1 text-sm tabular-nums" aria-label={`Valoración ${Number(t.rating).toFixed(1)} de 5`}>
          <Star size={16} aria-hidden="true" className="text-accent" />
          {Number(t.rating).toFixed(1)}
        </span>
      </div>
      <p className="line-clamp-3 text-sm">{t.bio}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Etiquetas">
        {t.tags.slice(0, 3).map((tag) => (
          <li key={tag}>
            <Badge>{tag}</Badge>
          </li>
        ))}
      </ul>
      {first ? (
        <p className="text-sm tabular-nums" data-testid="talent-price">
          Desde {first.currency === 'USD' ? formatPrice(first.price) : `${first.price} ${first.currency}`}
        </p>
      ) : null}
      <Button variant="primary" size="sm" className="mt-auto" onClick={onRequest}>
        Solicitar Contenido
        <span className="sr-only"> a {t.name}</span>
      </Button>
    </article>
  );
}
