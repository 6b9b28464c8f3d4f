// Settings: uploaded avatar (square crop, progress, cancel), name, avatar URL, bio, support link (updateUser metadata + the profiles row).
import { useMutation } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { Link as LinkIcon, Image, UserRound } from 'lucide-react';
import { Avatar, Button, RadioGroup, TextField } from '@/components/ui';
import { BADGE_FORM_OPTIONS } from '@/lib/badges';
import { ImagePicker } from '@/components/media/ImagePicker';
import { useAppForm } from '@/components/form';
import { AVATARS, objectName, publicObjectPath, squareCrop } from '@/lib/storage-files';
import { cropToSquare, removeFile } from '@/lib/storage-upload';
import { initialsAvatar } from '@/lib/user';
import { saveProfileMutation } from '../api/save-profile-mutation';
import { BIO_MAX, checkProfile, toUpdates, type ProfileForm } from '../profile-rules';

function meta(user: User, key: string): string {
  const v = user.user_metadata?.[key];
  return typeof v === 'string' ? v : '';
}

export function ProfileSettings({ user, supportUrl, badgeForm }: { user: User; supportUrl: string | null; badgeForm: string }) {
  const save = useMutation(saveProfileMutation(user.id));
  const f = useAppForm<ProfileForm & { badge: string }>({
    defaultValues: { name: meta(user, 'full_name'), avatarUrl: meta(user, 'avatar_url'), bio: meta(user, 'bio'), supportUrl: supportUrl ?? '', badge: badgeForm },
    busy: save.isPending,
    disableFields: false,
    check: checkProfile,
    onSubmit: ({ badge, ...form }) => {
      const { metadata, supportUrl: link } = toUpdates(form);
      save.mutate({ metadata, supportUrl: link !== (supportUrl ?? null) ? link : undefined, badgeForm: badge !== badgeForm ? badge : undefined });
    },
  });
  const form = f.values;

  const bioId = 'settings-bio';
  return (
    <form {...f.formProps} className="flex flex-col gap-4" aria-labelledby="settings-profile-title">
      <h2 id="settings-profile-title" className="text-xl font-semibold">
        Perfil
      </h2>
      <ImagePicker
        rules={AVATARS}
        label="Foto de perfil"
        chooseText="Cambiar foto"
        hint="JPG, PNG, WebP o GIF de hasta 2 MB. Se recorta en un cuadrado."
        shape="circle"
        pathFor={(type) => objectName(user.id, 'avatar', type)}
        prepare={(file) => cropToSquare(file, 512, squareCrop)}
        current={<Avatar src={form.avatarUrl.trim() || initialsAvatar(form.name.trim() || 'Usuario')} alt="" size={48} />}
        onUploaded={(url) => {
          const previous = publicObjectPath(form.avatarUrl, AVATARS.bucket);
          f.setValue('avatarUrl', url);
          // Only the picture changes: GoTrue merges metadata keys, so name and bio stay as saved. The replaced
          // upload (never someone else's file) is deleted once the new one is saved.
          // (mutateAsync, not a mutate callback: saving re-mounts this form, which would drop the callback.)
          save
            .mutateAsync({ metadata: { avatar_url: url } })
            .then(() => (previous?.startsWith(`${user.id}/`) ? removeFile(AVATARS, previous) : undefined))
            .catch(() => undefined);
        }}
        testId="avatar-picker"
      />
      <TextField label="Nombre" {...f.input('name')} maxLength={100} autoComplete="name" icon={<UserRound size={18} aria-hidden="true" className="opacity-70" />} />
      <TextField
        label="URL del avatar"
        type="url"
        {...f.input('avatarUrl')}
        name="avatar_url"
        placeholder="https://…"
        icon={<Image size={18} aria-hidden="true" className="opacity-70" />}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={bioId} className="text-sm font-semibold">
          Biografía
        </label>
        <textarea
          id={bioId}
          {...f.input('bio')}
          maxLength={BIO_MAX}
          rows={4}
          className="w-full rounded-xl border border-base-300 bg-base-100 px-3 py-2 focus:outline-2 focus:outline-primary"
        />
        <p className="text-xs text-base-content/80 tabular-nums">
          {form.bio.length}/{BIO_MAX}
        </p>
      </div>
      <TextField
        label="Enlace de apoyo"
        type="url"
        {...f.input('supportUrl')}
        name="support_url"
        placeholder="https://www.patreon.com/…"
        hint="Solo los creadores verificados pueden recibir apoyo."
        icon={<LinkIcon size={18} aria-hidden="true" className="opacity-70" />}
      />
      <RadioGroup
        legend="Tus insignias te nombran como"
        name="badge_form"
        options={BADGE_FORM_OPTIONS}
        value={form.badge}
        onChange={(v) => f.setValue('badge', v)}
        hint="Así aparece tu rol en tu perfil y en la insignia de verificación."
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}
