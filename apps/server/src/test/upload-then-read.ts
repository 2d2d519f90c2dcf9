import net from 'node:net';

export interface RawAnswer {
  /** The status line's code, or null when the connection ended before any answer could be read. */
  status: number | null;
  body: string;
  /** The socket error seen on the way (EPIPE, ECONNRESET), if any. */
  error: string | null;
}

/**
 * A client that uploads the whole body (in chunks, as over a real network) before it reads
 * anything, as many clients do: an answer sent early and followed by a close is lost to it.
 */
export function uploadThenRead(
  url: string,
  request: { path: string; headers: Record<string, string>; body: Buffer },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.pause();
    const received: Buffer[] = [];
    let error: string | null = null;
    socket.on('error', (failure: NodeJS.ErrnoException) => (error ??= failure.code ?? failure.message));
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: status ? Number(status[1]) : null, body: text.split('\r\n\r\n')[1] ?? '', error });
    });
    const headers = Object.entries({ ...request.headers, 'content-length': String(request.body.length) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${request.path} HTTP/1.1\r\nhost: ${hostname}\r\nconnection: close\r\n${headers}\r\n`);
    const chunk = 256 * 1024;
    const sendFrom = (offset: number) => {
      if (socket.destroyed) return;
      if (offset >= request.body.length) {
        socket.resume();
        return;
      }
      socket.write(request.body.subarray(offset, offset + chunk), () => setImmediate(sendFrom, offset + chunk));
    };
    sendFrom(0);
  });
}
