import { describe, expect, it } from 'vitest';
import { RESET_SPECIALS, SIGN_UP_SPECIALS } from './constants.js';
import {
  EMAIL_PATTERN,
  isEmail,
  meetsSignUpRule,
  resetStrengthLabel,
  resetStrengthScore,
  signUpCriteria,
  signUpStrengthLabel,
  signUpStrengthPercent,
} from './password-rules.js';

describe('the special-character sets of spec section 5', () => {
  it('are exactly the spec texts', () => {
    expect(SIGN_UP_SPECIALS).toBe('!@#$%^&*(),.?":{}|<>');
    expect(RESET_SPECIALS).toBe('@$!%*?&#');
  });
});

describe('signUpCriteria', () => {
  it('checks length ≥ 8, lowercase, uppercase, digit and a special of the sign-up set', () => {
    expect(signUpCriteria('')).toEqual({
      length: false,
      lower: false,
      upper: false,
      digit: false,
      special: false,
    });
    expect(signUpCriteria('Str0ng!Passw0rd')).toEqual({
      length: true,
      lower: true,
      upper: true,
      digit: true,
      special: true,
    });
    expect(signUpCriteria('abcdefg').length).toBe(false);
    expect(signUpCriteria('abcdefgh').length).toBe(true);
    expect(signUpCriteria('ABC1!').lower).toBe(false);
    expect(signUpCriteria('abc1!').upper).toBe(false);
    expect(signUpCriteria('Abc!').digit).toBe(false);
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('counts %s as special', (c) => {
    expect(signUpCriteria(`x${c}`).special).toBe(true);
  });

  it.each([..."-_+=[]\\/~`';", ' ', 'é', '€'])('does not count %j as special', (c) => {
    expect(signUpCriteria(`x${c}`).special).toBe(false);
  });

  it('does not take accented letters for ASCII lower or upper case', () => {
    expect(signUpCriteria('ÉÀ').upper).toBe(false);
    expect(signUpCriteria('éà').lower).toBe(false);
  });
});

describe('meetsSignUpRule', () => {
  it.each([
    ['Str0ng!Passw0rd', true],
    ['Abcdef1!', true],
    ['Abcde1!', false], // 7 characters
    ['abcdef1!', false], // no uppercase
    ['ABCDEF1!', false], // no lowercase
    ['Abcdefg!', false], // no digit
    ['Abcdefg1', false], // no special
    ['Abcdefg1-', false], // '-' is not in the set
    ['Abc def1!', false], // a space
    ['Abcdef1!\t', false], // a tab
    ['Abcdef1!\n', false], // a new line
    [' Abcdef1!', false], // a leading space is not trimmed away
  ])('%j → %s', (password, ok) => {
    expect(meetsSignUpRule(password)).toBe(ok);
  });

  it('accepts every special of the set', () => {
    for (const c of SIGN_UP_SPECIALS) expect(meetsSignUpRule(`Abcdef1${c}`)).toBe(true);
  });
});

describe('sign-up strength meter', () => {
  it.each([
    ['', 0],
    ['a', 20],
    ['aA', 40],
    ['aA1', 60],
    ['aA1!', 80],
    ['aA1!aaaa', 100],
    ['aaaaaaaa', 40], // length and lowercase
    ['Abc def1!', 100], // the meter ignores the no-space rule, the rule does not
  ])('%j → %i%', (password, percent) => {
    expect(signUpStrengthPercent(password)).toBe(percent);
  });

  it.each([
    [0, 'Weak'],
    [20, 'Weak'],
    [40, 'Weak'],
    [59, 'Weak'],
    [60, 'Medium'],
    [80, 'Medium'],
    [99, 'Medium'],
    [100, 'Strong'],
  ] as const)('%i% is %s', (percent, label) => {
    expect(signUpStrengthLabel(percent)).toBe(label);
  });

  it('labels real passwords', () => {
    expect(signUpStrengthLabel(signUpStrengthPercent('abc'))).toBe('Weak');
    expect(signUpStrengthLabel(signUpStrengthPercent('abcdefgH'))).toBe('Medium');
    expect(signUpStrengthLabel(signUpStrengthPercent('Str0ng!Passw0rd'))).toBe('Strong');
  });
});

describe('reset strength score (0 to 5)', () => {
  it.each([
    ['', 0],
    ['abcdefgh', 2], // length, lowercase
    ['A', 1],
    ['a', 1],
    ['1', 1],
    ['#', 1],
    ['Aa1#', 4], // short
    ['Aa1#aaaa', 5],
    ['N3wPassw0rd', 4], // no special
    ['N3w^Passw0rd', 4], // ^ counts for sign-up, not for reset
    ['N3w.Passw0rd', 4], // . likewise
    ['n3w!passw0rd', 4], // no uppercase
    ['N3W!PASSW0RD', 4], // no lowercase
    ['New!Password', 4], // no digit
  ])('%j → %i', (password, score) => {
    expect(resetStrengthScore(password)).toBe(score);
  });

  it.each([...'@$!%*?&#'])('counts %s as a reset special', (c) => {
    expect(resetStrengthScore(`N3wPassw0rd${c}`)).toBe(5);
  });

  it('counts each criterion once, however often it occurs', () => {
    expect(resetStrengthScore('AAAAAAAAAAAA')).toBe(2);
    expect(resetStrengthScore('########')).toBe(2);
  });

  it.each([
    [0, ''],
    [1, 'Weak'],
    [2, 'Moderate'],
    [3, 'Strong'],
    [4, 'Strong'],
    [5, 'Strong'],
  ] as const)('score %i is labelled %j', (score, label) => {
    expect(resetStrengthLabel(score)).toBe(label);
  });
});

describe('isEmail', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+prd@mail.example.co.uk',
    'A@B.CO',
    'x@y.z',
    "o'hara@example.com",
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@@example.com',
    'ada lovelace@example.com',
    ' ada@example.com',
    'ada@example.com ',
    'ada@exa mple.com',
    'a@b.c\nBcc: x@y.z',
  ])('refuses %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('accepts up to 254 characters', () => {
    const at254 = `${'a'.repeat(254 - '@example.com'.length)}@example.com`;
    expect(at254).toHaveLength(254);
    expect(isEmail(at254)).toBe(true);
    expect(isEmail(`a${at254}`)).toBe(false);
    // The pattern alone has no length limit; isEmail adds it.
    expect(EMAIL_PATTERN.test(`a${at254}`)).toBe(true);
  });
});
