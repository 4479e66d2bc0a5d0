/** Plain HTTP requests to nginx: one with Node's client, one with raw bytes on a socket for malformed requests. */
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

export function request(
  origin: string,
  pathWithQuery: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${origin}${pathWithQuery}`,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The body without its Content-Encoding. */
export function decoded({ headers, body }: Answer): Buffer {
  switch (headers['content-encoding']) {
    case undefined:
      return body;
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    default:
      throw new Error(`unexpected Content-Encoding ${headers['content-encoding']}`);
  }
}

export type RawAnswer = { status: number; head: string; text: string };

/** Sends bytes as they are (Node's client refuses malformed paths) and reads the answer until nginx closes. */
export function rawRequest(origin: string, requestBytes: Buffer | string): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('nginx did not answer within 5 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), head, text });
    });
    socket.write(requestBytes);
  });
}

export function rawGet(origin: string, target: string | Buffer): Promise<RawAnswer> {
  const line = Buffer.concat([Buffer.from('GET '), Buffer.from(target), Buffer.from(' HTTP/1.1\r\n')]);
  return rawRequest(origin, Buffer.concat([line, Buffer.from('Host: localhost\r\nConnection: close\r\n\r\n')]));
}
