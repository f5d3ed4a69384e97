// Process entry: `npm start` runs the bundled form of this file.
import { loadConfig } from './config';
import { DataFolderLockedError } from './db/data-lock';
import { AdminPasswordMissingError } from './db/seed/seed';
import { startServer } from './start';

const isConfigError = (err: unknown) => err instanceof Error && err.message.startsWith('Invalid configuration');

async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    console.log(`${signal} received: finishing requests in flight and closing the database...`);
    // A stuck request must not keep the process alive forever.
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting.');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.stop().then(
      () => {
        console.log('Stopped cleanly.');
        process.exit(0);
      },
      (err: unknown) => {
        console.error('Error while stopping:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  // A refusal that names its cause needs no stack.
  if (err instanceof DataFolderLockedError || err instanceof AdminPasswordMissingError || isConfigError(err))
    console.error((err as Error).message);
  else console.error('Bolts failed to start:', err);
  process.exit(1);
});
