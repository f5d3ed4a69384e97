// The server's live JavaScript heap, for the benches that ask whether its memory holds: the bench
// starts the server with the inspector on a loopback port (inspectorArg), then asks it for a full
// garbage collection followed by the heap's used size (V8's own figure), at points where the pause
// does not count. RSS alone cannot tell a leak from the collector's sawtooth: V8 lets the heap grow
// for a while and gives pages back late, so a minute's RSS moves by 50-140 MB on this server while
// its live heap stays within 1 MB (bench/load.mjs, 2026-11-25).
import { WebSocket } from 'ws';
import { freePort, HOST } from './postgres-server.mjs';

/** A node flag that opens the inspector on a free loopback port, and that port. */
export async function inspectorArg() {
  const port = await freePort();
  return { arg: `--inspect=${HOST}:${port}`, port };
}

/**
 * Asks the process whose inspector listens on `port` for a full garbage collection (stop-the-world:
 * read it only where a pause does not count) and answers the heap still in use, in MB. Each reading
 * opens its own inspector session and closes it, so none stays attached while the server works.
 */
export async function readLiveHeapMb(port) {
  const [target] = await (await fetch(`http://${HOST}:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 1;
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(message.error.message));
    else pending.resolve(message.result);
  });
  const send = (method) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params: {} }));
    });
  try {
    await send('HeapProfiler.collectGarbage');
    const { usedSize } = await send('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  } finally {
    socket.close();
  }
}
