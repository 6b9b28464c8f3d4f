// The studio's picture and sound: the chosen camera and microphone, or the screen with the microphone, opened on
// request, switched when another device is picked, and closed on unmount; the devices found, and why opening failed.
import { useCallback, useEffect, useRef, useState } from 'react';

export type CaptureSource = 'camera' | 'screen';

export interface DeviceOption {
  id: string;
  label: string;
}

export interface MediaCapture {
  stream: MediaStream | null;
  cameras: DeviceOption[];
  microphones: DeviceOption[];
  cameraId: string;
  microphoneId: string;
  opening: boolean;
  error: string | null;
  open(source: CaptureSource, devices?: { cameraId?: string; microphoneId?: string }): Promise<void>;
  close(): void;
}

/** A browser's refusal to open a device, in Spanish with what to do. */
export function captureErrorText(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'Permite el acceso a la cámara, al micrófono o a la pantalla en tu navegador para transmitir.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No encontramos una cámara o un micrófono. Conecta uno o elige otro en la lista.';
  if (name === 'NotReadableError') return 'Otra aplicación está usando la cámara o el micrófono. Ciérrala e inténtalo de nuevo.';
  return 'No se pudo abrir la cámara o la pantalla. Inténtalo de nuevo.';
}

function stopTracks(stream: MediaStream | null) {
  stream?.getTracks().forEach((t) => t.stop());
}

function optionsOf(devices: MediaDeviceInfo[], kind: MediaDeviceKind, fallback: string): DeviceOption[] {
  return devices.filter((d) => d.kind === kind && d.deviceId).map((d, i) => ({ id: d.deviceId, label: d.label || `${fallback} ${i + 1}` }));
}

export function useMediaCapture(): MediaCapture {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameras, setCameras] = useState<DeviceOption[]>([]);
  const [microphones, setMicrophones] = useState<DeviceOption[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<MediaStream | null>(null);

  const replace = useCallback((next: MediaStream | null) => {
    if (current.current !== next) stopTracks(current.current);
    current.current = next;
    setStream(next);
  }, []);

  const open = useCallback(
    async (source: CaptureSource, devices: { cameraId?: string; microphoneId?: string } = {}) => {
      setOpening(true);
      setError(null);
      try {
        const mic = devices.microphoneId ?? microphoneId;
        const audio: MediaTrackConstraints = { ...(mic ? { deviceId: { exact: mic } } : {}), echoCancellation: true, noiseSuppression: true };
        let next: MediaStream;
        if (source === 'camera') {
          const cam = devices.cameraId ?? cameraId;
          next = await navigator.mediaDevices.getUserMedia({
            video: { ...(cam ? { deviceId: { exact: cam } } : {}), width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
            audio,
          });
        } else {
          const screen = await navigator.mediaDevices.getDisplayMedia({ video: { frameRate: { ideal: 30 } }, audio: false });
          const voice = await navigator.mediaDevices.getUserMedia({ audio }).catch(() => null);
          next = new MediaStream([...screen.getVideoTracks(), ...(voice?.getAudioTracks() ?? [])]);
        }
        replace(next);
        // Labels are only readable once a device is open.
        const found = await navigator.mediaDevices.enumerateDevices();
        setCameras(optionsOf(found, 'videoinput', 'Cámara'));
        setMicrophones(optionsOf(found, 'audioinput', 'Micrófono'));
        setCameraId(next.getVideoTracks()[0]?.getSettings().deviceId ?? devices.cameraId ?? '');
        setMicrophoneId(next.getAudioTracks()[0]?.getSettings().deviceId ?? mic ?? '');
      } catch (e) {
        setError(captureErrorText(e));
      } finally {
        setOpening(false);
      }
    },
    [cameraId, microphoneId, replace],
  );

  const close = useCallback(() => replace(null), [replace]);
  useEffect(() => () => stopTracks(current.current), []);

  return { stream, cameras, microphones, cameraId, microphoneId, opening, error, open, close };
}
