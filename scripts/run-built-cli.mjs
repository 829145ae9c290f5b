// `npm run backup`, `npm run restore -- FILE`, `npm run verify-log`: runs the command-line tool
// as built beside the server (scripts/lib/build-server.mjs), building first when the sources
// changed, as `npm start` runs the server. The tool sees its own arguments only.
import { pathToFileURL } from 'node:url';
import { CLI_SOURCES, cliEntry, ensureServerBuilt } from './lib/build-server.mjs';

const [name] = process.argv.splice(2, 1);
if (!name || !(name in CLI_SOURCES)) {
  console.error(`Usage: node scripts/run-built-cli.mjs ${Object.keys(CLI_SOURCES).join('|')} [arguments]`);
  process.exit(2);
}
await ensureServerBuilt();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(cliEntry(name)).href);
