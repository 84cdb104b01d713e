import 'dotenv/config';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { makeMissingImageSizesInBackground, prepare } from './start';

function describe(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(describe).join('; ');
  return error instanceof Error ? error.message : String(error);
}

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const context = await prepare(config, logger);
  const app = await buildApp(context);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  makeMissingImageSizesInBackground(context);
  // One plain line for the person who ran `npm start`; everything else is structured JSON.
  console.log(`Partsmith is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(`Partsmith could not start: ${describe(error)}`);
  process.exit(1);
});
