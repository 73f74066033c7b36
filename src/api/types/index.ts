// Wire types, one file per backend; the app's API modules and the mock backend share them.
export type * from './common';
export type * from './proxy';
export type * from './shopper';
export type * from './checkout';
export type * from './companies';
export type * from './orders';
export type * from './uploads';
export type * from './newsletter';
export type * from './invitations';
