/** Spec point 2: the new-address form's country defaults to SE. */
export const DEFAULT_NEW_ADDRESS_COUNTRY = 'SE';
