// RTMP ingest (OBS, encoders): node-media-server's protocol engine; publish by stream key → FLV on ffmpeg's stdin.
import net from 'node:net';
import Rtmp from 'node-media-server/src/protocol/rtmp.js';
import Flv, { type AVPacket } from 'node-media-server/src/protocol/flv.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import { refusal, type IngestRefusal } from '../errors.js';
import { RefusedError, type ActiveTake, type LiveTakes } from '../live/takes.js';

/** The engine logs each session to stdout at debug level; this service logs its own lines. */
nmsLogger.level = 'error';

const APP = 'live';
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,200}$/;
const MAX_PENDING_BYTES = 32 * 1024 * 1024;
const PUBLISH_TIMEOUT_MS = 15_000;
const IDLE_TIMEOUT_MS = 30_000;
const FLV_AUDIO = 8;
const FLV_VIDEO = 9;

export interface RtmpDeps {
  takes: LiveTakes;
  log: (line: string) => void;
}

export function createRtmpServer(deps: RtmpDeps): net.Server {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    handleRtmpConnection(socket, deps);
  });
  // Why: net.Server.close() waits for open connections; a shutdown ends them (their takes finish as 'lost').
  const close = server.close.bind(server);
  server.close = (cb?: (err?: Error) => void) => {
    for (const s of sockets) s.destroy();
    return close(cb);
  };
  return server;
}

type State = 'connecting' | 'starting' | 'live' | 'closing';

function handleRtmpConnection(socket: net.Socket, deps: RtmpDeps): void {
  const rtmp = new Rtmp();
  let state: State = 'connecting';
  let app = '';
  let key = '';
  let take: ActiveTake | null = null;
  const pending: Buffer[] = [];
  let pendingBytes = 0;

  const publishTimer = setTimeout(() => socket.destroy(), PUBLISH_TIMEOUT_MS);
  socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
  socket.setNoDelay(true);

  const refuse = (why: IngestRefusal) => {
    if (state === 'closing') return;
    state = 'closing';
    // OBS and ffmpeg show the description of a refused publish.
    rtmp.sendStatusMessage(rtmp.streamId, 'error', 'NetStream.Publish.BadName', why.message);
    socket.end();
    setTimeout(() => socket.destroy(), 1000).unref();
    void take?.finish('lost');
  };

  const feed = (tag: Buffer) => {
    if (!take || take.write(tag)) return;
    socket.pause();
    take.onDrain(() => socket.resume());
  };

  const start = async () => {
    state = 'starting';
    clearTimeout(publishTimer);
    if (app !== APP || !KEY_SHAPE.test(key)) return refuse(refusal('live_stream_key_invalid'));
    try {
      take = await deps.takes.start(
        { source: 'rtmp', streamKey: key, input: { container: 'flv', transcodeVideo: false } },
        { onSegment: () => undefined, onClosed: refuse },
      );
    } catch (error) {
      return refuse(error instanceof RefusedError ? error.refusal : refusal('live_unavailable'));
    }
    if (state !== 'starting') return void take.finish('lost');
    state = 'live';
    deps.log(`rtmp take ${take.info.take} of event ${take.info.event_id} started`);
    feed(Flv.createHeader(true, true));
    for (const tag of pending.splice(0)) feed(tag);
    pendingBytes = 0;
  };

  rtmp.onOutputCallback = (buffer) => {
    if (!socket.destroyed && socket.writable) socket.write(buffer);
  };
  rtmp.onConnectCallback = (req) => {
    app = req.app;
    key = req.name;
  };
  rtmp.onPlayCallback = () => socket.destroy();
  rtmp.onPushCallback = () => {
    if (state === 'connecting') void start();
  };
  rtmp.onPacketCallback = (packet: AVPacket) => {
    if (packet.codec_type !== FLV_AUDIO && packet.codec_type !== FLV_VIDEO) return;
    if (state === 'live') return feed(Flv.createMessage(packet));
    if (state !== 'starting') return;
    const tag = Flv.createMessage(packet);
    pendingBytes += tag.length;
    if (pendingBytes > MAX_PENDING_BYTES) return refuse(refusal('live_unavailable'));
    pending.push(tag);
  };
  // The encoder stopped cleanly (OBS 'Detener transmisión', ffmpeg at the end of its input): the broadcast is over.
  rtmp.onDeleteStream = () => {
    if (state !== 'live') return;
    state = 'closing';
    void take?.finish('finished').then(() => socket.end());
  };

  socket.on('data', (data: Buffer) => {
    if (state === 'closing') return;
    let error: string | null;
    try {
      error = rtmp.parserData(data);
    } catch (thrown) {
      // Why: the engine throws on some malformed commands (a bad tcUrl, broken AMF) instead of returning an error.
      error = String(thrown);
    }
    if (error) {
      deps.log(`rtmp: ${error}`);
      socket.destroy();
    }
  });
  socket.on('close', () => {
    clearTimeout(publishTimer);
    if (state === 'closing') return;
    state = 'closing';
    void take?.finish('lost');
  });
  socket.on('error', () => undefined);
}
