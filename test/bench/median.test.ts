import { median } from '../../bench/median';

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([1800, 1500.5, 2100])).toBe(1800);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([1500, 1700, 1600, 1000])).toBe(1550);
  });

  it('leaves out missing values, and has none of none', () => {
    expect(median([null, 1200, undefined, 1400, 1300])).toBe(1300);
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });
});
