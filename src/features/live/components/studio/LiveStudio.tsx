// The host's studio on the event page: go live with the camera and microphone (device pickers) or the screen with the
// microphone, 'Iniciar transmisión' / 'Finalizar transmisión' inside the allowed window, elapsed time, outgoing bitrate
// and a warning when the connection cannot keep up; OBS settings (server and stream key); the recording's removal.
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Monitor, Radio, Square, Trash2, Video } from 'lucide-react';
import { Alert, Button, Select, TabPanel, Tabs } from '@/components/ui';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { broadcastWindow, type LiveBroadcast } from '../../broadcast';
import { deleteRecordingMutation } from '../../api/delete-recording-mutation';
import { formatBitrate, formatElapsed } from '../../ingest-protocol';
import { useBroadcaster } from '../../use-broadcaster';
import { useMediaCapture, type CaptureSource, type DeviceOption } from '../../use-media-capture';
import { StreamKeyPanel } from './StreamKeyPanel';

export interface LiveStudioProps {
  eventId: number;
  userId: string;
  startsAt: number;
  endsAt: number;
  /** Server clock minus local clock. */
  offset: number;
  broadcast: LiveBroadcast | null;
}

type StudioTab = CaptureSource | 'obs';
const TABS = [
  { key: 'camera', label: 'Cámara' },
  { key: 'screen', label: 'Pantalla' },
  { key: 'obs', label: 'OBS' },
] as const;

/** Re-renders every second while `on`, for the elapsed time and the window. */
function useTick(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), on ? 1000 : 15_000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

export default function LiveStudio({ eventId, userId, startsAt, endsAt, offset, broadcast }: LiveStudioProps) {
  const idBase = useId();
  const [tab, setTab] = useState<StudioTab>('camera');
  const capture = useMediaCapture();
  const caster = useBroadcaster(eventId);
  const busy = caster.phase !== 'idle';
  const now = useTick(busy);
  const slot = broadcastWindow(startsAt, endsAt, now + offset);
  const preview = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = capture.stream;
  }, [capture.stream, tab]);

  // The window closes while live: the broadcast ends with it.
  useEffect(() => {
    if (slot === 'over' && busy) caster.stop();
  }, [slot, busy, caster]);

  const onAir = caster.phase === 'live' || caster.phase === 'reconnecting';
  const source: CaptureSource = tab === 'screen' ? 'screen' : 'camera';

  return (
    <section aria-labelledby={`${idBase}-title`} className="flex flex-col gap-4 rounded-2xl border border-base-300 bg-base-100 p-4" data-testid="live-studio" data-phase={caster.phase}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${idBase}-title`} className="text-lg font-semibold">
          Estudio de transmisión
        </h2>
        {onAir ? <OnAirStats phase={caster.phase} startedAt={caster.startedAt} now={now} bitsPerSecond={caster.bitsPerSecond} /> : null}
      </div>
      <Tabs idBase={idBase} label="Cómo transmitir" items={TABS} active={tab} onChange={(k) => !busy && setTab(k)} variant="box" />
      <TabPanel idBase={idBase} tabKey={tab} className="flex flex-col gap-3">
        {tab === 'obs' ? (
          <StreamKeyPanel eventId={eventId} userId={userId} />
        ) : (
          <>
            <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-neutral">
              {capture.stream ? (
                <video ref={preview} className="h-full w-full object-contain" autoPlay muted playsInline aria-label="Vista previa de tu transmisión" />
              ) : (
                <div className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-neutral-content">
                  {source === 'camera' ? 'Activa la cámara para ver la vista previa.' : 'Elige la pantalla o ventana que quieres compartir.'}
                </div>
              )}
            </div>
            {source === 'camera' ? (
              <DeviceSelect label="Cámara" devices={capture.cameras} value={capture.cameraId} disabled={busy || capture.opening} onPick={(id) => void capture.open('camera', { cameraId: id })} />
            ) : null}
            <DeviceSelect label="Micrófono" devices={capture.microphones} value={capture.microphoneId} disabled={busy || capture.opening} onPick={(id) => void capture.open(source, { microphoneId: id })} />
            {capture.error ? <Alert tone="error">{capture.error}</Alert> : null}
            {caster.error ? <Alert tone="error">{caster.error}</Alert> : null}
            {caster.struggling ? (
              <Alert tone="warning">
                {caster.phase === 'reconnecting'
                  ? 'Se cortó la conexión con el servicio de video. Reconectando…'
                  : 'Tu conexión no alcanza para enviar el video a tiempo: cierra otras descargas o usa una red más rápida.'}
              </Alert>
            ) : null}
            {slot === 'early' ? <p className="text-sm text-base-content/80">Podrás transmitir desde 15 minutos antes del inicio.</p> : null}
            {slot === 'over' && !busy ? <p className="text-sm text-base-content/80">La sesión terminó: ya no se puede transmitir.</p> : null}
            <div className="flex flex-wrap gap-2">
              {!capture.stream || busy ? null : (
                <Button variant="ghost" onClick={() => void capture.open(source)} disabled={capture.opening}>
                  Cambiar {source === 'camera' ? 'cámara' : 'pantalla'}
                </Button>
              )}
              {capture.stream ? null : (
                <Button variant="outline" onClick={() => void capture.open(source)} loading={capture.opening}>
                  {source === 'camera' ? <Video size={18} aria-hidden="true" /> : <Monitor size={18} aria-hidden="true" />}
                  {source === 'camera' ? 'Activar cámara' : 'Compartir pantalla'}
                </Button>
              )}
              {busy ? (
                <Button variant="error" onClick={caster.stop} loading={caster.phase === 'stopping'}>
                  <Square size={18} aria-hidden="true" />
                  Finalizar transmisión
                </Button>
              ) : (
                <Button variant="primary" onClick={() => capture.stream && caster.start(capture.stream)} disabled={!capture.stream || slot !== 'open'}>
                  <Radio size={18} aria-hidden="true" />
                  Iniciar transmisión
                </Button>
              )}
            </div>
          </>
        )}
      </TabPanel>
      {broadcast?.recording_path && broadcast.state !== 'live' && !busy ? <DeleteRecording eventId={eventId} /> : null}
    </section>
  );
}

/** A device picker, shown once the browser has named the devices (after the first one was opened). */
function DeviceSelect({ label, devices, value, disabled, onPick }: { label: string; devices: DeviceOption[]; value: string; disabled: boolean; onPick: (id: string) => void }) {
  if (!devices.length) return null;
  return (
    <Select label={label} value={value} disabled={disabled} onChange={(e) => onPick(e.target.value)}>
      {devices.map((d) => (
        <option key={d.id} value={d.id}>
          {d.label}
        </option>
      ))}
    </Select>
  );
}

function OnAirStats({ phase, startedAt, now, bitsPerSecond }: { phase: string; startedAt: number | null; now: number; bitsPerSecond: number }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="studio-stats">
      <div className="flex items-center gap-1.5 rounded-lg bg-accent px-2 py-0.5 font-bold uppercase text-accent-content">
        <Radio size={14} aria-hidden="true" /> {phase === 'reconnecting' ? 'Reconectando' : 'En vivo'}
      </div>
      <div className="flex gap-1">
        <dt>Tiempo:</dt>
        <dd className="tabular" data-testid="studio-elapsed">
          {formatElapsed(startedAt === null ? 0 : now - startedAt)}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt>Envío:</dt>
        <dd className="tabular" data-testid="studio-bitrate">
          {formatBitrate(bitsPerSecond)}
        </dd>
      </div>
    </dl>
  );
}

function DeleteRecording({ eventId }: { eventId: number }) {
  const remove = useMutation(deleteRecordingMutation(eventId));
  return (
    <div>
      <ConfirmButton
        button={{ variant: 'ghost', size: 'sm', children: [<Trash2 key="icon" size={16} aria-hidden="true" />, 'Eliminar grabación'] }}
        title="¿Eliminar la grabación?"
        confirmLabel="Eliminar grabación"
        pending={remove.isPending}
        onConfirm={(close) => remove.mutate(undefined, { onSettled: close })}
      >
        Nadie podrá volver a ver la repetición de esta transmisión.
      </ConfirmButton>
    </div>
  );
}
