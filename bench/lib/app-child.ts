import type { AddressInfo } from 'node:net';
import { buildApp, createDatabase, createScriptToken, migrateToLatest, parseDatabaseUrl } from '@bahi/server';

// The app as its own process (started by app-process.ts), as it runs in production: the load
// driver's own work then never counts against the server, and the parent can ask how much CPU
// the server used. Messages: in 'cpu' | 'stop'; out { port, token } once listening (the API token
// the driver calls with), { cpuMs }.

const databaseUrl = process.argv[2];
if (!databaseUrl || !process.send) throw new Error('Start this file through startAppProcess()');

const db = createDatabase(parseDatabaseUrl(databaseUrl));
await migrateToLatest(db);
const token = await createScriptToken(db, `bench ${process.pid}`);
const app = await buildApp({ db });
await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ port: (app.server.address() as AddressInfo).port, token });

process.on('message', async (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMs: (user + system) / 1000 });
  } else if (message === 'stop') {
    await app.close();
    await db.destroy();
    process.exit(0);
  }
});
