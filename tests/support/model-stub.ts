import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible server for the model path's tests (issue 35 item 4): only the remote
 * edge is a stand-in. It records what the portal sent and answers with what the test chose.
 */
export interface ModelStub {
  /** http://127.0.0.1:<port>/v1 */
  url: string;
  received: { path: string; body: string; authorization: string | undefined }[];
  /** The next answers' content; a function gets the raw response to fail in its own way. */
  reply: string | ((res: ServerResponse) => void);
  close: () => Promise<void>;
}

export async function startModelStub(): Promise<ModelStub> {
  const stub: ModelStub = { url: '', received: [], reply: 'ready', close: async () => undefined };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      stub.received.push({ path: req.url ?? '', body, authorization: req.headers.authorization });
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      if (typeof stub.reply === 'function') {
        stub.reply(res);
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: stub.reply } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  stub.close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return stub;
}

/** An address nothing listens on: a server that is down. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
