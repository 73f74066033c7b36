// Prints one closing line for CI: jest's test counts plus the browser journeys'.
import { readFileSync } from 'node:fs';

const [jestFile, e2eLog] = process.argv.slice(2);
const jest = JSON.parse(readFileSync(jestFile, 'utf8'));
const e2e = readFileSync(e2eLog, 'utf8').match(/^(\d+) passed, (\d+) failed$/m);
const passed = jest.numPassedTests + (e2e ? Number(e2e[1]) : 0);
const failed = jest.numFailedTests + (e2e ? Number(e2e[2]) : 1);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
