import http from 'node:http';

// The smallest load balancer that shows the point: every request to one address goes to the next
// server in turn, headers and body passed through untouched. A shop growing past one machine puts
// nginx or Caddy here (README, "Growing past one machine"); this stands in for it in the bench.

export type RoundRobinProxy = { baseUrl: string; close: () => Promise<void>; served: number[] };

export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const served = targets.map(() => 0);
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = new URL(request.url ?? '/', targets[index]);
    const upstream = http.request(
      target,
      { method: request.method, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The proxy has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
