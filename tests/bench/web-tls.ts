// A throwaway self-signed certificate for 127.0.0.1, so the web bench can serve the built app over HTTPS with HTTP/2
// as a production static host does (made with the openssl CLI; none of Node's APIs writes X.509 certificates).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Tls {
  key: string;
  cert: string;
}

/** A fresh key and certificate valid for 127.0.0.1 for a day, or null (with the reason) when openssl is missing. */
export function loopbackCertificate(): Tls | { error: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'nexo-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { stdio: 'pipe' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } catch (e) {
    return { error: e instanceof Error ? e.message.split('\n')[0]! : String(e) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
