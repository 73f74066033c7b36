/**
 * Marks an answer the test injected, not one the mock gave: the fault handler
 * (control/faultHandler.ts) sets it, and the contract check (contract/checkedHandlers.ts), which
 * holds the mock's answers to the contract, lets such an answer through, since an injected fault may
 * be anything a broken backend or gateway sends.
 */
export const INJECTED_FAULT_HEADER = 'x-mock-fault';
