import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/** A PostgreSQL ErrorResponse message (protocol 3): severity FATAL, the SQLSTATE and a message. */
function pgFatal(sqlstate: string, message: string): Buffer {
  const fields = Buffer.concat(
    [
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', sqlstate],
      ['M', message],
    ].map(([k, v]) => Buffer.from(`${k}${v}\0`, 'utf8')),
  );
  const body = Buffer.concat([fields, Buffer.from([0])]);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/**
 * A TCP proxy in front of PostgreSQL that a test can break: `down()` refuses and cuts every
 * connection (a stopped server), `hang()` keeps connections open but forwards nothing (a network
 * that drops packets), `refuse(sqlstate)` cuts every connection and answers each new one's
 * start-up with that FATAL error, as the server does for a wrong password (28P01), `up()` forwards
 * again on the same port.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  let mode: 'up' | 'down' | 'hang' | 'refuse' = 'up';
  let refusal: Buffer = Buffer.alloc(0);
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (mode === 'refuse') {
      client.once('data', () => client.end(refusal));
      return;
    }
    if (mode !== 'up') return; // hang: accepted, never answered
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    down: async () => {
      mode = 'down';
      await new Promise<void>((r) => {
        server.close(() => r());
        sockets.forEach((s) => s.destroy());
      });
    },
    hang: () => {
      mode = 'hang';
      // Existing connections stay open but nothing passes any more.
      for (const s of sockets) {
        s.unpipe();
        s.pause();
      }
    },
    refuse: (sqlstate: string, message: string) => {
      mode = 'refuse';
      refusal = pgFatal(sqlstate, message);
      sockets.forEach((s) => s.destroy());
    },
    up: async () => {
      if (mode === 'down') await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
      else sockets.forEach((s) => s.destroy());
      mode = 'up';
    },
    close: async () => {
      sockets.forEach((s) => s.destroy());
      await new Promise<void>((r) => (server.listening ? server.close(() => r()) : r()));
    },
  };
}
