// ImagePicker: choose a picture, check size and type (Spanish toasts), optionally reshape it, upload it with a progress
// bar and a 'Cancelar' button, preview it, and hand the public URL over. Used by the avatar and by new posts.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ImagePlus, Trash2, X } from 'lucide-react';
import { Button, Progress } from '@/components/ui';
import { notify } from '@/lib/toast';
import { fileProblem, type BucketRules } from '@/lib/storage-files';
import { removeFile } from '@/lib/storage-upload';
import { useUpload } from '@/lib/use-upload';

export interface ImagePickerProps {
  rules: BucketRules;
  label: string;
  hint: string;
  chooseText: string;
  /** Object name for the prepared file (inside the member's folder). */
  pathFor: (type: string) => string;
  /** Reshapes the chosen file before upload (the avatar's square crop). */
  prepare?: (file: File) => Promise<Blob>;
  onUploaded: (url: string) => void;
  /** Offered when set: forget the picture (the post form's 'Quitar imagen'). */
  onRemove?: () => void;
  /** The current picture, shown until a new one is chosen. */
  current?: ReactNode;
  shape?: 'circle' | 'wide';
  /** Told when an upload starts and ends (forms hold their submit meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  testId?: string;
}

export function ImagePicker({ rules, label, hint, chooseText, pathFor, prepare, onUploaded, onRemove, current, shape = 'wide', onBusyChange, testId }: ImagePickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, start, cancel, reset } = useUpload(rules);
  const [preview, setPreview] = useState<string | null>(null);
  // What this picker uploaded and the form may not keep: replaced or removed before use, it is deleted.
  const uploaded = useRef<string | null>(null);
  const discard = () => {
    if (uploaded.current) void removeFile(rules, uploaded.current);
    uploaded.current = null;
  };
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = fileProblem(file, rules);
    if (problem) return void notify({ ...problem, variant: 'destructive' });
    let blob: Blob = file;
    try {
      if (prepare) blob = await prepare(file);
    } catch {
      return void notify({ title: 'Imagen no válida', description: 'No se pudo leer la imagen. Prueba con otro archivo.', variant: 'destructive' });
    }
    setPreview(URL.createObjectURL(blob));
    onBusyChange?.(true);
    const path = pathFor(blob.type);
    const result = await start(path, blob);
    onBusyChange?.(false);
    if (result.ok) {
      if (onRemove) discard();
      uploaded.current = path;
      return onUploaded(result.url);
    }
    setPreview(null);
    notify({ ...result.problem, variant: result.cancelled ? 'info' : 'destructive' });
  }

  const uploading = state.status === 'uploading';
  const box = shape === 'circle' ? 'h-24 w-24 rounded-full' : 'aspect-video w-full max-w-md rounded-xl';
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img src={preview} alt="Vista previa" className={`${box} object-cover bg-base-200`} data-testid="image-preview" />
        ) : (
          current
        )}
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={rules.types.join(',')}
            className="sr-only"
            onChange={(e) => void choose(e.target.files?.[0])}
            disabled={uploading}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={uploading}>
              <ImagePlus size={16} aria-hidden="true" />
              {chooseText}
            </Button>
            {onRemove && (preview || current) && !uploading ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setPreview(null);
                  reset();
                  discard();
                  onRemove();
                }}
              >
                <Trash2 size={16} aria-hidden="true" />
                Quitar imagen
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-base-content/80">{hint}</p>
        </div>
      </div>
      {uploading ? (
        <div className="flex items-center gap-2" data-testid="upload-progress">
          <Progress value={state.progress} label="Progreso de la subida" />
          <span className="text-xs tabular-nums" aria-live="polite">
            {Math.round(state.progress * 100)} %
          </span>
          <Button variant="ghost" size="xs" onClick={cancel}>
            <X size={14} aria-hidden="true" />
            Cancelar
          </Button>
        </div>
      ) : null}
    </div>
  );
}
