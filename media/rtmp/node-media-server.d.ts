// Types for the parts of node-media-server we use: its RTMP protocol engine (handshake, chunks, AMF) and FLV tags.
declare module 'node-media-server/src/protocol/rtmp.js' {
  import type { AVPacket } from 'node-media-server/src/protocol/flv.js';

  export default class Rtmp {
    streamId: number;
    onConnectCallback: (req: { app: string; name: string; host: string; query: Record<string, unknown> }) => void;
    onPlayCallback: () => void;
    onPushCallback: () => void;
    onPacketCallback: (packet: AVPacket) => void;
    onOutputCallback: (buffer: Buffer) => void;
    onDeleteStream: (message: unknown) => void;
    /** Feeds received bytes; returns an error text when the stream is not RTMP. */
    parserData(buffer: Buffer): string | null;
    sendStatusMessage(streamId: number, level: string, code: string, description: string): void;
  }
}

declare module 'node-media-server/src/protocol/flv.js' {
  export interface AVPacket {
    /** FLV tag type: 8 audio, 9 video, 18 script data. */
    codec_type: number;
    codec_id: number;
    dts: number;
    pts: number;
    size: number;
    flags: number;
    data: Buffer;
  }

  export default class Flv {
    static createHeader(hasAudio: boolean, hasVideo: boolean): Buffer;
    /** One FLV tag (header, payload, previous-tag size); copies the payload. */
    static createMessage(packet: AVPacket): Buffer;
  }
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string };
  export default logger;
}
