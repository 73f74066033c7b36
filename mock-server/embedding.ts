/**
 * Whether Vite embeds the mock backend. `VITE_MOCK=off` marks a build or server for real backends:
 * the mock (its outbox and control surface are local demo tools, open to anyone who can reach them)
 * must then never answer there. Anything but 'on', 'off' or unset is a typo and stops the start.
 */
export function mockEmbedded(env: Record<string, string | undefined>): boolean {
  const value = env.VITE_MOCK?.trim().toLowerCase();
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`VITE_MOCK must be 'on' or 'off', not '${env.VITE_MOCK}'`);
}
