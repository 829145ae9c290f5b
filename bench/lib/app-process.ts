import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { useApiToken } from './http-json';

export type AppProcess = {
  baseUrl: string;
  /** CPU time (user + system) the app process has used so far, in milliseconds. */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
};

function nextMessage<T>(child: ChildProcess, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message !== null && key in message) {
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as T);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`The app process exited (code ${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Starts the real app on 127.0.0.1 (a free port) in a child process over the given database.
 * The child inherits this process's loader flags, so it runs TypeScript under tsx as well.
 */
export async function startAppProcess(databaseUrl: string): Promise<AppProcess> {
  const child = fork(fileURLToPath(new URL('./app-child.ts', import.meta.url)), [databaseUrl]);
  const { port, token } = await nextMessage<{ port: number; token: string }>(child, 'port');
  // Every call of the driver acts with the app's API token (lib/http-json.ts).
  useApiToken(token);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async cpuMs() {
      const reply = nextMessage<{ cpuMs: number }>(child, 'cpuMs');
      child.send('cpu');
      return (await reply).cpuMs;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}
