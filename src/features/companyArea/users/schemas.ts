import { boolean, object, string } from 'yup';
import type { OrganisationUserInput } from '../../../api/types';
import { typedText } from '../../../lib/typedText';

/** Messages are catalogue ids; the dialog translates them. */
export const messages = {
  firstNameRequired: 'companyUsers.validation.firstNameRequired',
  lastNameRequired: 'companyUsers.validation.lastNameRequired',
  emailRequired: 'companyUsers.validation.emailRequired',
  email: 'companyUsers.validation.email',
  tooLong: 'companyUsers.validation.tooLong',
  typedText: 'companyUsers.validation.typedText',
} as const;

/** The same limits the backend's body validation uses, so the form never sends what it refuses. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Invite user: both names and a valid e-mail address; admin is a yes or no (docs/rules.md#company-users).
 * The texts are typed text (docs/rules.md#typed-text).
 */
export const inviteSchema = object({
  first_name: string()
    .trim()
    .required(messages.firstNameRequired)
    .max(NAME_MAX_LENGTH, messages.tooLong)
    .test(typedText(messages.typedText)),
  last_name: string()
    .trim()
    .required(messages.lastNameRequired)
    .max(NAME_MAX_LENGTH, messages.tooLong)
    .test(typedText(messages.typedText)),
  email: string()
    .trim()
    .required(messages.emailRequired)
    .email(messages.email)
    .max(EMAIL_MAX_LENGTH, messages.tooLong)
    .test(typedText(messages.email)),
  admin: boolean().default(false),
});

export interface InviteValues {
  first_name: string;
  last_name: string;
  email: string;
  admin: boolean;
}

export const emptyInvite: InviteValues = { first_name: '', last_name: '', email: '', admin: false };

/** The invitation as the backend takes it: trimmed, the address in lower case, the level by name. */
export function invitePayload(values: InviteValues): OrganisationUserInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim().toLowerCase(),
    level: values.admin ? 'admin' : 'default',
  };
}
