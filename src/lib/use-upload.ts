// useUpload(): one upload at a time with its progress (0–1), cancellation and Spanish problem, for any bucket.
import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_FAILED, type BucketRules, type FileProblem } from './storage-files';
import { UploadError, uploadFile } from './storage-upload';

export type UploadState = { status: 'idle' } | { status: 'uploading'; progress: number } | { status: 'done'; url: string } | { status: 'failed'; problem: FileProblem; cancelled: boolean };

export type UploadResult = { ok: true; url: string } | { ok: false; problem: FileProblem; cancelled: boolean };

export function useUpload(rules: BucketRules) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (path: string, file: Blob): Promise<UploadResult> => {
      controller.current?.abort();
      const ctl = new AbortController();
      controller.current = ctl;
      setState({ status: 'uploading', progress: 0 });
      try {
        const url = await uploadFile({ rules, path, file, signal: ctl.signal, onProgress: (p) => !ctl.signal.aborted && setState({ status: 'uploading', progress: p }) });
        setState({ status: 'done', url });
        return { ok: true, url };
      } catch (e) {
        const failure = e instanceof UploadError ? e : new UploadError(UPLOAD_FAILED);
        setState({ status: 'failed', problem: failure.problem, cancelled: failure.cancelled });
        return { ok: false, problem: failure.problem, cancelled: failure.cancelled };
      } finally {
        if (controller.current === ctl) controller.current = null;
      }
    },
    [rules],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, cancel, reset };
}
