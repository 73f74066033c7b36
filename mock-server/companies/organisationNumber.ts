// How organisation numbers are written and compared (spec point 3).

/** Organisation numbers are compared without dashes and spaces ('556123-4567' = '5561234567'). */
export const bareOrganisationNumber = (value: string) => value.replace(/[\s-]/g, '');

/** merchantReference1: the registration number with its first hyphen removed (spec point 3). */
export const merchantReferenceOf = (organisationNumber: string) => organisationNumber.replace('-', '');
