// The bare runtime's ceiling: a minimal node:http server returning fixed bodies from memory.
// Started by api-throughput.mjs with the bodies file as its argument.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const bodies = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const server = createServer((req, res) => {
  const body = bodies[req.url];
  if (body === undefined) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
