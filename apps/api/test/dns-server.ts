import { createSocket, type Socket } from 'node:dgram';

/** What the test DNS server knows: a name's MX hosts and A addresses; `silent` names never get an answer. */
export type Zone = Record<string, { mx?: string[]; a?: string[]; silent?: boolean }>;

const TYPE = { A: 1, MX: 15 } as const;

function encodeName(name: string): Buffer {
  const parts = name
    .split('.')
    .filter(Boolean)
    .map((l) => Buffer.concat([Buffer.from([l.length]), Buffer.from(l)]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function readQuestion(msg: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let i = 12;
  while (msg[i] !== 0) {
    labels.push(msg.subarray(i + 1, i + 1 + msg[i]).toString());
    i += msg[i] + 1;
  }
  return { name: labels.join('.').toLowerCase(), type: msg.readUInt16BE(i + 1), end: i + 5 };
}

function answer(type: number, rdata: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4); // class IN
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([head, rdata]);
}

/**
 * A tiny authoritative DNS server over UDP (A and MX only) so the MX check runs through the real
 * node:dns resolver: unknown names answer NXDOMAIN, known names without the asked type answer
 * "no data", silent names time out.
 */
export async function startDnsServer(zone: Zone): Promise<{ server: string; close: () => Promise<void> }> {
  const socket: Socket = createSocket('udp4');
  socket.on('message', (msg, rinfo) => {
    const q = readQuestion(msg);
    const entry = zone[q.name];
    if (entry?.silent) return;
    const answers =
      q.type === TYPE.MX
        ? (entry?.mx ?? []).map((host, n) =>
            answer(TYPE.MX, Buffer.concat([Buffer.from([0, 10 * (n + 1)]), encodeName(host)])),
          )
        : q.type === TYPE.A
          ? (entry?.a ?? []).map((ip) => answer(TYPE.A, Buffer.from(ip.split('.').map(Number))))
          : [];
    const head = Buffer.alloc(12);
    msg.copy(head, 0, 0, 2);
    head.writeUInt16BE(0x8180 | (entry ? 0 : 3), 2);
    head.writeUInt16BE(1, 4);
    head.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([head, msg.subarray(12, q.end), ...answers]), rinfo.port, rinfo.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
