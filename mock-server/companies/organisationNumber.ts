// How organisation numbers are written and compared (docs/rules.md#order-list, docs/rules.md#customer-card).

/** Organisation numbers are compared without dashes and spaces ('556123-4567' = '5561234567'). */
export const bareOrganisationNumber = (value: string) => value.replace(/[\s-]/g, '');

/** merchantReference1: the registration number without its first hyphen (docs/rules.md#customer-card). */
export const merchantReferenceOf = (organisationNumber: string) => organisationNumber.replace('-', '');
