// The wire types, one file per backend, re-exported from the types generated from contracts/.
export type * from './common';
export type * from './proxy';
export type * from './shopper';
export type * from './checkout';
export type * from './companies';
export type * from './orders';
export type * from './uploads';
export type * from './newsletter';
export type * from './invitations';
