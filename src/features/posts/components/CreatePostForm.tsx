// 'Nueva Publicación' form: title with live counter (≤ 300), content, community, up to 5 tags, an optional uploaded image; spec messages and toasts.
import { useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Button, Select, TextArea, TextField } from '@/components/ui';
import { ImagePicker } from '@/components/media/ImagePicker';
import { useAuth } from '@/lib/auth';
import { POST_IMAGES, objectName } from '@/lib/storage-files';
import { useAppForm } from '@/components/form';
import { communityOptionsQuery } from '../api/community-options-query';
import { createPostMutation } from '../api/create-post-mutation';
import { MAX_TITLE_LENGTH } from '../tag-rules';
import { checkPostDraft } from './draft-messages';
import { TagField } from './TagField';

export function CreatePostForm({ initialCommunityId }: { initialCommunityId?: number }) {
  const navigate = useNavigate();
  const userId = useAuth().user?.id ?? null;
  const publish = useMutation(createPostMutation(userId));
  const communities = useQuery(communityOptionsQuery());
  const [uploading, setUploading] = useState(false);
  // One id per form: a double click or a retry of the same form publishes one post.
  const clientId = useRef(crypto.randomUUID());

  const f = useAppForm({
    defaultValues: { title: '', content: '', communityId: initialCommunityId ?? null, tags: [] as string[], imageUrl: null as string | null },
    busy: publish.isPending,
    disableFields: false,
    check: checkPostDraft,
    onSubmit: ({ communityId, ...draft }) =>
      publish.mutate(
        { ...draft, communityId: communityId!, clientId: clientId.current },
        { onSuccess: (post) => void navigate({ to: '/communities/$id', params: { id: String(post.community_id) } }) },
      ),
  });
  const { title, communityId, tags, imageUrl } = f.values;

  return (
    <form {...f.formProps} className="flex flex-col gap-4 rounded-2xl border border-base-300 bg-base-100 p-4 sm:p-6" data-testid="create-post-form">
      <div>
        <TextField label="Título" {...f.input('title')} maxLength={MAX_TITLE_LENGTH} placeholder="¿De qué quieres hablar?" />
        <p className="mt-1 text-right text-xs text-base-content/80" aria-live="polite" data-testid="title-counter">
          {title.length}/{MAX_TITLE_LENGTH}
        </p>
      </div>
      <TextArea label="Contenido" {...f.input('content')} rows={8} placeholder="Comparte los detalles..." />
      <Select
        label="Comunidad"
        name="community"
        value={communityId ?? ''}
        onChange={(e) => f.setValue('communityId', e.target.value ? Number(e.target.value) : null)}
        disabled={communities.isPending}
      >
        <option value="">Selecciona una comunidad</option>
        {(communities.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
      <TagField tags={tags} onChange={(next) => f.setValue('tags', next)} />
      {userId ? (
        <ImagePicker
          rules={POST_IMAGES}
          label="Imagen (opcional)"
          chooseText={imageUrl ? 'Cambiar imagen' : 'Añadir imagen'}
          hint="JPG, PNG, WebP o GIF de hasta 5 MB."
          pathFor={(type) => objectName(userId, 'post', type)}
          onUploaded={(url) => f.setValue('imageUrl', url)}
          onRemove={() => f.setValue('imageUrl', null)}
          onBusyChange={setUploading}
          testId="post-image-picker"
        />
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={publish.isPending} disabled={uploading}>
          <Send size={18} aria-hidden="true" />
          Publicar
        </Button>
      </div>
    </form>
  );
}
