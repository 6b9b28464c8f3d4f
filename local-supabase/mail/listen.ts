// Starts one of the mail catcher's servers (HTTP or SMTP) on host:port (0 = any free port): its port, and a stop that
// ends the open connections first so the server closes at once.
import type { AddressInfo, Server } from 'node:net';

export async function listenOn(server: Server, host: string, port: number, endConnections: () => void): Promise<{ port: number; stop: () => Promise<void> }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        endConnections();
        server.close(() => resolve());
      }),
  };
}
