// What every `npm run …` command of the server shares: how it ends.

/** Runs a command-line task: its message on success, the error's message (no stack) on failure. */
export function runCli(task: () => Promise<{ message: string; ok: boolean }>): void {
  task().then(
    ({ message, ok }) => {
      console.log(message);
      process.exit(ok ? 0 : 1);
    },
    (error: unknown) => {
      console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
