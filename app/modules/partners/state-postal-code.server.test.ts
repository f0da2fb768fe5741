import { describe, expect, it } from 'vitest';
import { statePostalCodeProblem } from './state-postal-code.server';

describe('statePostalCodeProblem', () => {
  it('accepts either state of a ZIP that crosses a state line, and names both otherwise', () => {
    // 42223 is Fort Campbell, on the Kentucky-Tennessee line.
    expect(statePostalCodeProblem('Kentucky', '42223')).toBeNull();
    expect(statePostalCodeProblem('Tennessee', '42223')).toBeNull();
    expect(statePostalCodeProblem('TX', '73949')).toBeNull();
    expect(statePostalCodeProblem('Ohio', '42223')).toBe('ZIP code 42223 is in Kentucky or Tennessee, not Ohio');
  });

  it('refuses a ZIP of another state, naming both', () => {
    // 77379 is Spring, Texas.
    expect(statePostalCodeProblem('California', '77379')).toBe('ZIP code 77379 is in Texas, not California');
    expect(statePostalCodeProblem('CA', '77379-1234')).toBe('ZIP code 77379-1234 is in Texas, not California');
  });

  it('accepts a ZIP of the state, by name or abbreviation', () => {
    expect(statePostalCodeProblem('Texas', '77379')).toBeNull();
    expect(statePostalCodeProblem('TX', '77379-1234')).toBeNull();
    expect(statePostalCodeProblem('California', '94103')).toBeNull();
  });

  it("refuses a Canadian code whose first letter is another province's", () => {
    expect(statePostalCodeProblem('Ontario', 'H2X 1Y4')).toBe('Postal code H2X 1Y4 is in Quebec, not Ontario');
    expect(statePostalCodeProblem('Quebec', 'h2x1y4')).toBeNull();
    expect(statePostalCodeProblem('Ontario', 'M5V 3L9')).toBeNull();
  });

  it('tells the Northwest Territories from Nunavut by the data, and accepts either for an FSA it lacks', () => {
    expect(statePostalCodeProblem('Northwest Territories', 'X1A 2P7')).toBeNull();
    expect(statePostalCodeProblem('Nunavut', 'X0A 0H0')).toBeNull();
    expect(statePostalCodeProblem('Nunavut', 'X1A 2P7')).toBe(
      'Postal code X1A 2P7 is in Northwest Territories, not Nunavut',
    );
    expect(statePostalCodeProblem('Alberta', 'X9Z 1A1')).toBe(
      'Postal code X9Z 1A1 is in Northwest Territories or Nunavut, not Alberta',
    );
    expect(statePostalCodeProblem('Nunavut', 'X9Z 1A1')).toBeNull();
  });

  it('lets a ZIP the data does not know pass, and leaves another country to the format check', () => {
    expect(statePostalCodeProblem('California', '00000')).toBeNull();
    expect(statePostalCodeProblem('California', 'M5V 3L9')).toBeNull();
    expect(statePostalCodeProblem('Ontario', '77379')).toBeNull();
  });

  it('lets a military ZIP (APO/FPO, "state" AE) pass: it is in no state', () => {
    expect(statePostalCodeProblem('California', '09001')).toBeNull();
  });
});
