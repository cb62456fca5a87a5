// The machine's ceiling: the smallest JSON server node:http allows, in its own process like the
// real server, so the ratio compares the app with what Node itself manages on these cores.
import { createServer } from 'node:http';

const body = JSON.stringify({ hello: 'world' });
const port = Number.parseInt(process.env.PORT ?? '0', 10);

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});

server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
