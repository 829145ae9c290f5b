import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app. Any GET that is not an API call and not a file gets
 * index.html, so client-side routes (/invoice/7, /reports/hsn-summary) survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The web app is not built: ${indexFile} is missing (run npm start to build it)`);
  }
  // serve: false: the plugin only lends reply.sendFile; the routes below decide what is served and
  // how long it may be cached (left to the plugin, every file would get max-age=0).
  // preCompressed: the build writes name.br and name.gz beside each text file (apps/web/precompress.ts);
  // the plugin sends the one the client accepts, with Content-Encoding and Vary: Accept-Encoding.
  await app.register(fastifyStatic, { root: webDistDir, serve: false, index: false, preCompressed: true });
  app.get('/', (_request, reply) => reply.sendFile('index.html', { maxAge: 0 }));
  app.get('/*', (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    // Not a page: 404, or 405 for an API address that takes other methods (http/not-found.ts).
    if (urlPath.startsWith('/api/')) return reply.callNotFound();
    const candidate = path.join(webDistDir, path.normalize(urlPath));
    if (candidate.startsWith(webDistDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      // Vite puts a content hash in every asset name, so assets can be cached for a year.
      const immutable = urlPath.startsWith('/assets/');
      return reply.sendFile(path.relative(webDistDir, candidate), {
        maxAge: immutable ? 31_536_000_000 : 0,
        immutable,
      });
    }
    return reply.sendFile('index.html', { maxAge: 0 });
  });
}
