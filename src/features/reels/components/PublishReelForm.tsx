// The form of 'Publicar reel': a member picks a vertical video (MP4 or WebM, ≤ 60 s, ≤ 50 MB), writes a description and
// the music title; the browser takes a poster frame, uploads both with a progress bar and 'Cancelar', then stores the reel.
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Upload, X } from 'lucide-react';
import { useAppForm } from '@/components/form';
import { Button, Progress, TextArea, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { POST_IMAGES, REELS, fileProblem, objectName, type FileProblem } from '@/lib/storage-files';
import { UploadError, removeFile, uploadFile } from '@/lib/storage-upload';
import { useUpload } from '@/lib/use-upload';
import { notify } from '@/lib/toast';
import { publishReelMutation } from '../api/publish-reel-mutation';
import { MAX_DESCRIPTION, MAX_MUSIC_TITLE, UNREADABLE, textProblem, videoProblem } from '../publish-rules';
import { readVideo, type ReadVideo } from '../read-video';

interface ReelText {
  description: string;
  music: string;
}

const MISSING_VIDEO = { title: 'Falta el video', description: 'Elige un video para publicar.' };

interface Chosen extends ReadVideo {
  file: File;
  posterUrl: string;
}

export function PublishForm({ onDone, onCancel }: { onDone: (id: number) => void; onCancel: () => void }) {
  const userId = useAuth().user?.id;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [reading, setReading] = useState(false);
  const video = useUpload(REELS);
  const publish = useMutation(publishReelMutation());
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.posterUrl)), [chosen]);

  const refuse = (problem: FileProblem) => void notify({ ...problem, variant: 'destructive' });

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = fileProblem(file, REELS);
    if (problem) return refuse(problem);
    setReading(true);
    try {
      const facts = await readVideo(file);
      const shape = videoProblem(facts);
      if (shape) return refuse(shape);
      setChosen({ ...facts, file, posterUrl: URL.createObjectURL(facts.poster) });
    } catch {
      refuse(UNREADABLE);
    } finally {
      setReading(false);
    }
  }

  /** Uploads the poster and the video (progress, 'Cancelar'), then stores the reel; nothing half-published stays behind. */
  async function publishChosen(picked: Chosen, { description, music }: ReelText): Promise<void> {
    const posterPath = objectName(userId!, 'reel-poster', picked.poster.type);
    const videoPath = objectName(userId!, 'reel', picked.file.type);
    let posterUrl: string;
    try {
      posterUrl = await uploadFile({ rules: POST_IMAGES, path: posterPath, file: picked.poster });
    } catch (err) {
      return refuse(err instanceof UploadError ? err.problem : UNREADABLE);
    }
    const uploaded = await video.start(videoPath, picked.file);
    if (!uploaded.ok) {
      void removeFile(POST_IMAGES, posterPath);
      return void notify({ ...uploaded.problem, variant: uploaded.cancelled ? 'info' : 'destructive' });
    }
    try {
      const { id } = await publish.mutateAsync({
        video_url: uploaded.url,
        poster_url: posterUrl,
        description: description.trim(),
        music_title: music.trim() || null,
        duration_seconds: Math.round(picked.duration * 100) / 100,
      });
      onDone(id);
    } catch {
      // The mutation's own error toast has spoken; the files go when the reel is refused.
      void removeFile(REELS, videoPath);
      void removeFile(POST_IMAGES, posterPath);
    }
  }

  const f = useAppForm<ReelText>({
    defaultValues: { description: '', music: '' },
    // No member, or a video still being read: the submit waits (the button says so).
    guard: () => !!userId && !reading,
    check: ({ description, music }) => {
      if (!chosen) return MISSING_VIDEO;
      const text = textProblem(description, music);
      return text ? { title: 'Revisa los datos', description: text } : null;
    },
    onSubmit: (values) => publishChosen(chosen!, values),
  });
  const busy = f.busy;
  const description = f.values.description;

  const uploading = video.state.status === 'uploading';
  return (
    <form {...f.formProps} className="flex flex-col gap-3" data-testid="publish-reel-form">
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold">
          Video
        </label>
        <input ref={input} id={inputId} type="file" accept={REELS.types.join(',')} className="sr-only" disabled={busy || reading} onChange={(e) => void choose(e.target.files?.[0])} />
        <div className="flex items-center gap-3">
          {chosen ? <img src={chosen.posterUrl} alt="Fotograma de portada" className="h-32 w-[4.5rem] rounded-xl bg-base-200 object-cover" data-testid="reel-poster-preview" /> : null}
          <div className="flex flex-col gap-1">
            <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={busy} loading={reading}>
              <Upload size={16} aria-hidden="true" />
              {chosen ? 'Cambiar video' : 'Elegir video'}
            </Button>
            <p className="text-xs text-base-content/80">
              {chosen ? `${chosen.file.name} · ${Math.round(chosen.duration)} s` : 'MP4 o WebM vertical, hasta 60 segundos y 50 MB.'}
            </p>
          </div>
        </div>
      </div>
      <div>
        <TextArea label="Descripción" rows={3} maxLength={MAX_DESCRIPTION} {...f.input('description')} />
        <p className="text-right text-xs tabular-nums text-base-content/80" aria-live="polite">
          {description.length}/{MAX_DESCRIPTION}
        </p>
      </div>
      <TextField label="Título de la música" maxLength={MAX_MUSIC_TITLE} {...f.input('music')} />
      {uploading ? (
        <div className="flex items-center gap-2" data-testid="upload-progress">
          <Progress value={video.state.status === 'uploading' ? video.state.progress : 0} label="Progreso de la subida" />
          <span className="text-xs tabular-nums" aria-live="polite">
            {Math.round((video.state.status === 'uploading' ? video.state.progress : 0) * 100)} %
          </span>
          <Button variant="ghost" size="xs" onClick={video.cancel}>
            <X size={14} aria-hidden="true" />
            Cancelar
          </Button>
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cerrar
        </Button>
        <Button type="submit" loading={busy} disabled={reading}>
          Publicar
        </Button>
      </div>
    </form>
  );
}
