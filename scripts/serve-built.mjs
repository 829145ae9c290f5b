// Runs the compiled server (apps/server/dist/main.mjs), building it first when its sources
// changed. `npm start` and the browser journeys start the server this way, so both run the code
// the shop runs. Expects node_modules to be installed (npm start sees to that first).
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, serverEntry } from './lib/build-server.mjs';

await ensureServerBuilt();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
