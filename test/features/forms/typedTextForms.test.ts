import { ValidationError } from 'yup';
import { giftNoteError } from '../../../src/features/cart/giftNote';
import { newAddressSchema } from '../../../src/features/checkout/customer/schemas';
import { toFormValues } from '../../../src/features/companyArea/details/companyForm';
import { companySchema } from '../../../src/features/companyArea/details/companySchema';
import { inviteSchema, messages as inviteMessages } from '../../../src/features/companyArea/users/schemas';
import { newsletterSchema } from '../../../src/features/newsletter/schemas';
import { reasonError } from '../../../src/features/orders/reason';
import { profileValuesFrom } from '../../../src/features/profile/profileValues';
import { messages as profileMessages, profileSchema } from '../../../src/features/profile/schemas';
import {
  customerSignupSchema,
  messages as signupMessages,
  organisationSignupSchema,
} from '../../../src/features/signup/schemas';
import { customerValues, organisationValues } from '../signup/fixtures';
import { anna, nordicPrint } from '../../support/demoAccounts';

// Every form refuses, before sending, what the backends refuse in every text a person types
// (docs/rules.md#typed-text): a control character, a bidi control, and in a single line a line
// separator, each under its field with the form's message. The table walks every text of each
// form's values, so a field a form gains is checked without being listed here; only what is not
// typed text (a password, a choice from a list, a read-only value) is named.

interface Form {
  name: string;
  schema: { validate: (value: unknown, options: object) => Promise<unknown> };
  values: object;
  /** The message a refused text shows at this path: the form's typed-text message, or its e-mail one. */
  message: (path: string) => string;
  /** Texts that are not typed (a password, a select's value, read-only data the form never sends). */
  notTyped: RegExp;
}

const byEmail = (email: string, typed: string) => (path: string) =>
  /(^|\.|_)email$/.test(path) ? email : typed;

const address = {
  name: 'Huvudkontor',
  company_name: nordicPrint.name,
  street_address: 'Storgatan 1',
  postal_code: '411 01',
  city: 'Göteborg',
  state_province: 'Västra Götaland',
  country: 'SE',
};

const FORMS: Form[] = [
  {
    name: 'the company form',
    schema: companySchema,
    values: toFormValues(nordicPrint),
    message: (path) =>
      path === 'email'
        ? 'companyArea.error.email'
        : path === 'invoice_email'
          ? 'companyArea.error.invoiceEmail'
          : 'companyArea.error.typedText',
    notTyped: /^(name|organisation_number|tax_id_vat_number|.*\.id)$/,
  },
  {
    name: 'the invite-user form',
    schema: inviteSchema,
    values: { first_name: 'Erik', last_name: 'Berg', email: 'erik.berg@example.se', admin: false },
    message: byEmail(inviteMessages.email, inviteMessages.typedText),
    notTyped: /^$/,
  },
  {
    name: 'the profile',
    schema: profileSchema,
    values: profileValuesFrom(anna, 'SE'),
    message: byEmail(profileMessages.email, profileMessages.typedText),
    notTyped: /^phone_country$/,
  },
  {
    name: 'the customer sign-up',
    schema: customerSignupSchema,
    values: customerValues,
    message: byEmail(signupMessages.email, signupMessages.typedText),
    notTyped: /^(password|confirmPassword|phone_country)$/,
  },
  {
    name: 'the organisation sign-up',
    schema: organisationSignupSchema(true),
    values: organisationValues,
    message: byEmail(signupMessages.email, signupMessages.typedText),
    notTyped: /^(password|confirmPassword|phone_country|attribute)$/,
  },
  {
    name: 'the newsletter block',
    schema: newsletterSchema,
    values: { email: 'reader@example.se' },
    message: () => 'newsletter.validation.email',
    notTyped: /^$/,
  },
  {
    name: "the checkout's new address",
    schema: newAddressSchema,
    values: address,
    message: () => 'company.address.error.typedText',
    notTyped: /^$/,
  },
];

/** Every message of each path, as Formik collects them. */
async function errorsOf(form: Form, values: unknown): Promise<Record<string, string[]>> {
  try {
    await form.schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string[]> = {};
    for (const inner of error.inner) if (inner.path) (found[inner.path] ??= []).push(inner.message);
    return found;
  }
}

/** The paths of every text of `values`, as yup names them (`billing_address[0].city`). */
function textPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** `values` with `text` put inside the text at `path`. */
function withText(values: object, path: string, text: string): object {
  const copy = structuredClone(values) as Record<string, unknown>;
  const keys = path.split(/\.|\[(\d+)\]/).filter((key) => key !== undefined && key !== '');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  const good = (node[last] as string) || 'x';
  node[last] = `${good.slice(0, 1)}${text}${good.slice(1)}`;
  return copy;
}

const BAD: readonly [string, string][] = [
  ['a control character (BEL)', '\u0007'],
  ['a bidi control (U+202E)', '\u202e'],
  ['a line separator (U+2028)', '\u2028'],
];

const rows = FORMS.flatMap((form) =>
  textPaths(form.values)
    .filter((path) => !form.notTyped.test(path))
    .flatMap((path) =>
      BAD.map(([bad, text]) => ({ form, label: `${form.name}: ${bad} in ${path}`, path, text })),
    ),
);

describe('the forms refuse what is not typed text (docs/rules.md#typed-text)', () => {
  it.each(FORMS.map((form) => ({ name: form.name, form })))(
    '$name accepts its good values',
    async ({ form }) => {
      expect(await errorsOf(form, form.values)).toEqual({});
    },
  );

  it.each(rows)('$label', async ({ form, path, text }) => {
    const errors = await errorsOf(form, withText(form.values, path, text));
    expect(Object.keys(errors)).toEqual([path]);
    expect(errors[path]).toContain(form.message(path));
  });

  it('covers the texts of every form', () => {
    for (const form of FORMS) expect(rows.some((row) => row.form === form)).toBe(true);
  });
});

describe('the text areas keep line breaks and tabs, nothing else of the controls', () => {
  it.each([
    ['the gift note', giftNoteError, 'cart.giftNote.error.typedText'],
    ["a decision's reason", reasonError, 'orders.dialog.reasonTypedText'],
  ] as const)('%s', (_, errorOf, message) => {
    expect(errorOf('Grattis!\nKram,\tAnna\u2028')).toBeNull();
    expect(errorOf('Grattis\u0007!')).toBe(message);
    expect(errorOf('Grattis \u202e!')).toBe(message);
    expect(errorOf('Grattis\u009b!')).toBe(message);
  });
});
