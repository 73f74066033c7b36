import type { RequestHandler } from 'msw';
import {
  contractCheckedHandlers,
  createContractCheck,
  formatMismatches,
  setActiveContractCheck,
  type ContractCheck,
} from './checkedHandlers';

// The contract check of a mock served over HTTP (Vite's dev and preview servers, the standalone
// server): on by default in the dev server, where it warns in the terminal; on in the browser
// journeys, which fail on any mismatch (`GET /__mock/contract-mismatches`); off in a plain preview.

let active: ContractCheck | undefined;

/** 'on' or 'off' from MOCK_CONTRACT_CHECK, else the server's default; anything else stops the start. */
export function contractCheckWanted(value: string | undefined, byDefault: boolean): boolean {
  const wanted = value?.trim().toLowerCase();
  if (wanted === undefined || wanted === '') return byDefault;
  if (wanted === 'on') return true;
  if (wanted === 'off') return false;
  throw new Error(`MOCK_CONTRACT_CHECK must be 'on' or 'off', not '${value}'`);
}

/**
 * `handlers` checked against contracts/, every mismatch printed as it happens and kept for the
 * control surface. Only the app (a browser) calls such a server, so requests are held strictly.
 */
export function serveCheckedHandlers(handlers: RequestHandler[]): RequestHandler[] {
  activateServedCheck();
  return contractCheckedHandlers(handlers);
}

/**
 * Turns the check on for this process's served mock: every handler list wrapped without a check of
 * its own (the node http server's, the proxy's management client) uses it from then on.
 */
export function activateServedCheck(): void {
  active ??= createContractCheck({ strictRequests: true }, (mismatch) =>
    console.warn(`[mock] contract ${formatMismatches([mismatch])}`),
  );
  setActiveContractCheck(active);
}

/** The mismatches since the last call (the list is emptied), or undefined when nothing is checked. */
export function takeServedMismatches() {
  return active?.take();
}
