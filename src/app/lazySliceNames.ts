/**
 * The slices of later features: they join the store with their routes (lazySlices.ts), so their
 * code is not evaluated before the first screen. Only their own features read them, and those
 * load with the same routes, after the slices are in.
 */
export const lazySliceNames = [
  'signup',
  'passwordRecovery',
  'profile',
  'companyArea',
  'companyUsers',
  'pendingInvitations',
  'invitation',
  'orders',
  'printFiles',
  'quickOrder',
  'newsletter',
] as const;
