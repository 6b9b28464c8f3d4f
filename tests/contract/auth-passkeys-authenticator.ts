// A software WebAuthn authenticator for the passkey contract tests: an ES256 key per credential (node:crypto), attestation
// 'none' on registration, signed assertions with a counter; every byte built here (a tiny CBOR encoder included).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [k: string]: Cbor };

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** Minimal CBOR (RFC 8949): integers, byte and text strings, arrays, maps. */
export function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') {
    const b = Buffer.from(v, 'utf8');
    return Buffer.concat([head(3, b.length), b]);
  }
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), Buffer.from(v)]);
  if (Array.isArray(v)) return Buffer.concat([head(4, v.length), ...v.map(cbor)]);
  const entries = v instanceof Map ? [...v.entries()] : Object.entries(v);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();
const b64url = (b: Buffer | Uint8Array) => Buffer.from(b).toString('base64url');

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

/** Options as the server sends them (the JSON form of PublicKeyCredentialCreationOptions / RequestOptions). */
export interface CreationOptionsJSON {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  excludeCredentials?: { id: string }[];
}
export interface RequestOptionsJSON {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];

  constructor(readonly origin: string) {}

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): a new discoverable ES256 credential with 'none' attestation. */
  create(options: CreationOptionsJSON, opts: { origin?: string; reuse?: StoredCredential } = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    let cred = opts.reuse;
    if (!cred) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      cred = { id: randomBytes(32), privateKey, publicKey, rpId, userHandle: options.user.id, counter: 0 };
      this.credentials.push(cred);
    }
    const jwk = cred.publicKey.export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLen = Buffer.alloc(2);
    idLen.writeUInt16BE(cred.id.length);
    const counter = Buffer.alloc(4);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV | AT]), counter, Buffer.alloc(16), idLen, cred.id, coseKey]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, opts.origin ?? this.origin);
    return {
      credential: cred,
      response: {
        id: b64url(cred.id),
        rawId: b64url(cred.id),
        type: 'public-key' as const,
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      },
    };
  }

  /** navigator.credentials.get(): an assertion by `cred` (the first credential by default), counter +1. */
  get(
    options: RequestOptionsJSON,
    opts: { cred?: StoredCredential; origin?: string; keepCounter?: boolean; userHandle?: string; corruptSignature?: boolean } = {},
  ) {
    const cred = opts.cred ?? this.credentials[0];
    if (!cred) throw new Error('no credential on this authenticator');
    if (!opts.keepCounter) cred.counter++;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(cred.counter);
    const authData = Buffer.concat([sha256(options.rpId ?? cred.rpId), Buffer.from([UP | UV]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, opts.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), cred.privateKey);
    if (opts.corruptSignature) signature[signature.length - 1] ^= 0xff;
    return {
      id: b64url(cred.id),
      rawId: b64url(cred.id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: opts.userHandle ?? cred.userHandle,
      },
    };
  }
}
