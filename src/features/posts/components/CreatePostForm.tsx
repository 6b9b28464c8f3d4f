// 'Nueva Publicación' form: title with live counter (≤ 300), content, community, up to 5 tags, an optional uploaded image; spec messages and toasts.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Button, Select, TextArea, TextField } from '@/components/ui';
import { ImagePicker } from '@/components/media/ImagePicker';
import { useAuth } from '@/lib/auth';
import { POST_IMAGES, objectName } from '@/lib/storage-files';
import { showInvalidField } from '@/components/form';
import { notify } from '@/lib/toast';
import { communityOptionsQuery } from '../api/community-options-query';
import { createPostMutation } from '../api/create-post-mutation';
import { MAX_TITLE_LENGTH, firstProblem } from '../tag-rules';
import { DRAFT_PROBLEM } from './draft-messages';
import { TagField } from './TagField';

export function CreatePostForm({ initialCommunityId }: { initialCommunityId?: number }) {
  const navigate = useNavigate();
  const userId = useAuth().user?.id ?? null;
  const publish = useMutation(createPostMutation(useQueryClient(), userId));
  const communities = useQuery(communityOptionsQuery());
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [communityId, setCommunityId] = useState<number | null>(initialCommunityId ?? null);
  const [tags, setTags] = useState<string[]>([]);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // One id per form: a double click or a retry of the same form publishes one post.
  const clientId = useRef(crypto.randomUUID());

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = firstProblem({ title, content, communityId });
    showInvalidField(e.currentTarget as HTMLFormElement, problem ?? undefined);
    if (problem) return void notify(DRAFT_PROBLEM[problem]);
    if (publish.isPending) return;
    publish.mutate(
      { title, content, communityId: communityId!, tags, imageUrl, clientId: clientId.current },
      { onSuccess: (post) => void navigate({ to: '/communities/$id', params: { id: String(post.community_id) } }) },
    );
  }

  return (
    <form className="flex flex-col gap-4 rounded-2xl border border-base-300 bg-base-100 p-4 sm:p-6" onSubmit={submit} noValidate data-testid="create-post-form">
      <div>
        <TextField label="Título" name="title" value={title} maxLength={MAX_TITLE_LENGTH} onChange={(e) => setTitle(e.target.value)} placeholder="¿De qué quieres hablar?" />
        <p className="mt-1 text-right text-xs text-base-content/80" aria-live="polite" data-testid="title-counter">
          {title.length}/{MAX_TITLE_LENGTH}
        </p>
      </div>
      <TextArea label="Contenido" name="content" value={content} rows={8} onChange={(e) => setContent(e.target.value)} placeholder="Comparte los detalles..." />
      <Select
        label="Comunidad"
        name="community"
        value={communityId ?? ''}
        onChange={(e) => setCommunityId(e.target.value ? Number(e.target.value) : null)}
        disabled={communities.isPending}
      >
        <option value="">Selecciona una comunidad</option>
        {(communities.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
      <TagField tags={tags} onChange={setTags} />
      {userId ? (
        <ImagePicker
          rules={POST_IMAGES}
          label="Imagen (opcional)"
          chooseText={imageUrl ? 'Cambiar imagen' : 'Añadir imagen'}
          hint="JPG, PNG, WebP o GIF de hasta 5 MB."
          pathFor={(type) => objectName(userId, 'post', type)}
          onUploaded={setImageUrl}
          onRemove={() => setImageUrl(null)}
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
