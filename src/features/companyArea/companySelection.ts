import type { Company } from '../../api/types';

/**
 * Which company the screen shows after its list changed (spec point 4): the only company is chosen
 * for the user; a chosen company that left a user's own list is cleared. A super admin's list is a
 * page of a search, so paging or searching away keeps what she chose.
 */
export function selectionAfterListChange(
  companies: readonly Company[],
  selected: Company | null,
  isSuperAdmin: boolean,
): Company | null | 'keep' {
  if (companies.length === 1) return companies[0]!;
  if (selected === null || isSuperAdmin) return 'keep';
  return companies.find((company) => company.id === selected.id) ?? null;
}
