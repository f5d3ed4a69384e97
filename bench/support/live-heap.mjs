// The server's live memory, for the benches that ask whether it holds: the bench starts the server
// with the inspector on a loopback port (inspectorArg), then asks it for a full garbage collection
// followed by the memory still in use (process.memoryUsage(): heap and external), at points where
// the pause does not count. RSS alone cannot tell a leak from the collector's sawtooth: V8 lets the
// heap grow for a while and gives pages back late, so a minute's RSS moves by 50-140 MB on this
// server while its live heap stays within about 1 MB (bench/load.mjs, 2026-11-25).
import { WebSocket } from 'ws';
import { freePort, HOST } from './postgres-server.mjs';

/** A node flag that opens the inspector on a free loopback port, and that port. */
export async function inspectorArg() {
  const port = await freePort();
  return { arg: `--inspect=${HOST}:${port}`, port };
}

/**
 * Asks the process whose inspector listens on `port` for a full garbage collection (stop-the-world:
 * read it only where a pause does not count) and answers the memory still in use, in MB: the
 * JavaScript heap and what its objects hold outside it (Node's `external`: Buffers). Each reading
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
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('HeapProfiler.collectGarbage');
    // The JavaScript heap and the memory its objects hold outside it (Buffers: sockets, compressed answers).
    const { result } = await send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const { heapUsed, external } = JSON.parse(result.value);
    return (heapUsed + external) / 1024 / 1024;
  } finally {
    socket.close();
  }
}
