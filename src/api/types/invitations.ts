// Company invitations behind the product's proxy. The shapes are generated from its contract,
// contracts/proxy.yaml (`npm run contracts`).

export type {
  InvitationLevel,
  Invitation,
  InvitationAcceptInput,
  InvitationAccepted,
  InvitationDeclined,
} from '../../../contracts/types/proxy';
