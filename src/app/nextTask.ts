/**
 * Resolves in a task of its own. The boot steps (the shell's evaluation, the store and its sagas,
 * the router) each run in their own task with this between them: none holds the main thread for
 * long, so a tap or a paint gets in between, and the blocking time is a few short tasks' excess
 * rather than one long task's.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
