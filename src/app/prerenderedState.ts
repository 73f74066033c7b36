import { rootReducer, type RootState } from './rootReducer';

/**
 * The state a prerendered picture shows: every slice as it starts, nothing from the visitor's
 * storage, cookies or the network. The build renders the pictures from it and the browser's first
 * render starts from it to hydrate them.
 */
export const prerenderedState = (): RootState => rootReducer(undefined, { type: 'storefront/prerendered' });
