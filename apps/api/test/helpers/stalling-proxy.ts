import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay in front of a server (a Redis) that can be stalled: while stalled it takes connections and
 * bytes both ways but passes none on, as a Redis under `CLIENT PAUSE` or behind a dropped network path
 * does; once released it passes on everything it held, in order. The stall lasts until the test releases
 * it, so whatever is asserted during it does not depend on how long it lasts.
 */
export async function startStallingProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let held: (() => void)[] | null = null;
  let commandsHeld = 0;

  const relay = (from: Socket, to: Socket, { commands }: { commands: boolean }) => {
    from.on('data', (chunk: Buffer) => {
      if (!held) return void to.write(chunk);
      held.push(() => to.write(chunk));
      // Each command a client sends is a RESP array of bulk strings: `*<count>\r\n$<length>\r\n…`.
      if (commands) commandsHeld += chunk.toString('latin1').match(/\*\d+\r\n\$/g)?.length ?? 0;
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };

  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    relay(client, upstream, { commands: true });
    relay(upstream, client, { commands: false });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    /** The target's URL, through the relay. */
    url: url.toString(),
    stall() {
      held ??= [];
      commandsHeld = 0;
    },
    /** The commands clients sent during the last stall. */
    commandsHeld: () => commandsHeld,
    release() {
      const waiting = held ?? [];
      held = null;
      for (const pass of waiting) pass();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
