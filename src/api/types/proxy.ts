// The product's own proxy (/api): settings, auth, accounts and the product lookup by SKU. The shapes
// are generated from its contract, contracts/proxy.yaml (`npm run contracts`).

export type {
  Market,
  StoreGroup,
  ShopSettings,
  ShopConfig,
  UserOrganisation,
  SessionUser,
  LoginResult,
  LogoutResult,
  RefreshResult,
  ProductsBySkuInput,
  SkuProduct,
  ProductsBySkuResult,
  SignupUserPayload,
  SignupUserResult,
  SignupAddress,
  CompanyDetails,
  SignupOrganisationPayload,
  OrganisationSignupResult,
  ProfileUpdatePayload,
  MessageResult,
} from '../../../contracts/types/proxy';
