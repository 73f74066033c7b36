// Lines the mock proxy logs (token refreshes …), exposed by GET /__mock/log so
// tests can assert on them; each line also goes to console.info.
const lines: string[] = [];

export function logLine(line: string): void {
  lines.push(line);
  console.info(`[mock] ${line}`);
}

export function logLines(): string[] {
  return [...lines];
}

export function clearLog(): void {
  lines.length = 0;
}
