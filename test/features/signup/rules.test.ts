import {
  applyFieldChange,
  stripOrganisationNumber,
  vatNumberFor,
} from '../../../src/features/signup/autofill';
import { initialOrganisationValues } from '../../../src/features/signup/components/OrganisationSignupForm';
import { signupErrorKind } from '../../../src/features/signup/signupErrors';
import { toErrorInfo } from '../../../src/api/apiError';
import { ApiError, UNEXPECTED_ERROR } from '../../../src/api/apiError';

describe('organisation autofill', () => {
  const start = initialOrganisationValues('SE');

  it('strips spaces and dashes from the organisation number as typed', () => {
    expect(stripOrganisationNumber('556 123-4567')).toBe('5561234567');
    expect(applyFieldChange(start, 'organisation_number', '556123-4567').organisation_number).toBe(
      '5561234567',
    );
  });

  it("sets the VAT number: 'SE' + number + '01' for SE, the number elsewhere", () => {
    expect(applyFieldChange(start, 'organisation_number', '556123-4567').tax_id_vat_number).toBe(
      'SE556123456701',
    );
    expect(vatNumberFor('987654321', 'NO')).toBe('987654321');
    expect(vatNumberFor('', 'SE')).toBe('');
    const norwegian = applyFieldChange(start, 'billing.country', 'NO');
    expect(applyFieldChange(norwegian, 'organisation_number', '987 654 321').tax_id_vat_number).toBe(
      '987654321',
    );
  });

  it('recomputes the VAT number when the billing country changes', () => {
    const numbered = applyFieldChange(start, 'organisation_number', '987654321');
    expect(applyFieldChange(numbered, 'billing.country', 'NO').tax_id_vat_number).toBe('987654321');
  });

  it("lets the organisation's email, invoice email and phone follow the user's until edited", () => {
    let values = applyFieldChange(start, 'email', 'lina@firma.se');
    values = applyFieldChange(values, 'phone_number', '+46701234567');
    expect(values).toMatchObject({
      org_email: 'lina@firma.se',
      invoice_email: 'lina@firma.se',
      org_phone: '+46701234567',
    });

    values = applyFieldChange(values, 'invoice_email', 'faktura@firma.se');
    values = applyFieldChange(values, 'org_phone', '+4681234567');
    values = applyFieldChange(values, 'email', 'lina.berg@firma.se');
    values = applyFieldChange(values, 'phone_number', '+46709999999');
    expect(values).toMatchObject({
      org_email: 'lina.berg@firma.se',
      invoice_email: 'faktura@firma.se',
      org_phone: '+4681234567',
    });
  });

  it('copies billing to delivery while same-as-billing is ticked, and stops when unticked', () => {
    let values = applyFieldChange(start, 'billing.street_address', 'Storgatan 1');
    values = applyFieldChange(values, 'billing.city', 'Stockholm');
    expect(values.shipping).toEqual(values.billing);

    values = applyFieldChange(values, 'use_billing_as_shipping', false);
    values = applyFieldChange(values, 'billing.city', 'Uppsala');
    expect(values.shipping.city).toBe('Stockholm');

    values = applyFieldChange(values, 'use_billing_as_shipping', true);
    expect(values.shipping).toEqual(values.billing);
  });

  it('does not change the values it was given', () => {
    const before = JSON.stringify(start);
    applyFieldChange(start, 'email', 'x@y.se');
    expect(JSON.stringify(start)).toBe(before);
  });
});

describe('signupErrorKind', () => {
  const kind = (details: string, message = 'Conflict') =>
    signupErrorKind(
      toErrorInfo(new ApiError({ message, statusCode: 409, body: { error: message, details } })),
    );

  it('recognises the three answers in the details', () => {
    expect(kind('email not verified')).toBe('emailNotVerified');
    expect(kind('user already exists')).toBe('userExists');
    expect(kind('Company already exists')).toBe('companyExists');
  });

  it('recognises them in the message too, and anything else as other', () => {
    expect(kind('', 'user already exists')).toBe('userExists');
    expect(kind('', 'Bad Gateway')).toBe('other');
  });

  it('recognises an unfinished organisation sign-up and a refused sign-up token', () => {
    expect(kind('organisation signup not completed')).toBe('organisationPending');
    expect(kind('invalid signup token')).toBe('signupTokenRefused');
    expect(kind('signup token required')).toBe('signupTokenRefused');
  });

  it('calls no answer (callApi gave up) and a server failure unreachable, so the form asks to retry', () => {
    expect(signupErrorKind(toErrorInfo(new ApiError({ message: UNEXPECTED_ERROR, statusCode: 500 })))).toBe(
      'unreachable',
    );
    expect(
      signupErrorKind(
        toErrorInfo(
          new ApiError({ message: 'Bad Gateway', statusCode: 502, body: { error: 'Bad Gateway' } }),
        ),
      ),
    ).toBe('unreachable');
    // The user creation answered without an id: a server fault, not a connection problem.
    expect(signupErrorKind(toErrorInfo(new Error('user not created')))).toBe('other');
  });
});
