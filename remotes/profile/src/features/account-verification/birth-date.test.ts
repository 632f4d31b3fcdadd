import { birthDateToIso } from './birth-date';

describe('birthDateToIso', () => {
  it.each([
    ['27.03.1980', '1980-03-27'],
    ['1.4.1960', '1960-04-01'],
    [' 01-04-1960 ', '1960-04-01'],
  ])('%s → %s', (typed, iso) => {
    expect(birthDateToIso(typed)).toBe(iso);
  });
  it.each(['31.02.1980', '1980-03-27', '27.03.80', 'gestern', ''])('refuses %s', (typed) => {
    expect(birthDateToIso(typed)).toBeNull();
  });
});
