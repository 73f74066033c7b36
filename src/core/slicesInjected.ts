import { createAction } from '@reduxjs/toolkit';

/**
 * Slices of later features joined the store (their route loaded): the reducers give them their
 * first state at this action. In a support log it marks where each slice came in.
 */
export const slicesInjected = createAction<string[]>('app/slicesInjected');
