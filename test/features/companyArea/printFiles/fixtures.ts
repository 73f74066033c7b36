import type { CompanyFile } from '../../../../src/api/types';
import type { PickedFile } from '../../../../src/features/companyArea/printFiles/types';
import { NORDIC_PRINT_ID } from '../../../support/demoAccounts';

/** Nordic Print AB, whose print files these are. */
export const COMPANY = NORDIC_PRINT_ID;

export const companyFile = (filename: string, extra: Partial<CompanyFile> = {}): CompanyFile => ({
  id: `file-${filename}`,
  filename,
  url: `/worker/media/file-${filename}/${filename}`,
  size: 1000,
  description: '',
  logoType: 'secondary',
  custom_fields: {},
  companyId: COMPANY,
  ...extra,
});

export const picked = (name: string, size = 1000, type = ''): PickedFile => ({
  id: `picked-${name}`,
  name,
  size,
  type,
});
