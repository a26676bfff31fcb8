/** Runs a command-line task; a failure prints one line and exits non-zero. */
export function runScript(task: () => Promise<void>) {
  task().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
