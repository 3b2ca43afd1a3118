import { RESET_SPECIALS, SIGN_UP_SPECIALS, constants } from './constants.js';

const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
const signUpSpecial = new RegExp(`[${escapeForClass(SIGN_UP_SPECIALS)}]`);
const resetSpecial = new RegExp(`[${escapeForClass(RESET_SPECIALS)}]`);

/** The five sign-up criteria, each worth 20% of the strength meter. */
export function signUpCriteria(password: string) {
  return {
    length: password.length >= constants.passwordMinLength,
    lower: /[a-z]/.test(password),
    upper: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: signUpSpecial.test(password),
  };
}

/** Sign-up rule: all five criteria and no white space. */
export function meetsSignUpRule(password: string): boolean {
  const c = signUpCriteria(password);
  return c.length && c.lower && c.upper && c.digit && c.special && !/\s/.test(password);
}

/** Sign-up strength meter in percent (0, 20 … 100). */
export function signUpStrengthPercent(password: string): number {
  return Object.values(signUpCriteria(password)).filter(Boolean).length * 20;
}

export type SignUpStrength = 'Weak' | 'Medium' | 'Strong';
export function signUpStrengthLabel(percent: number): SignUpStrength {
  if (percent >= constants.signUpStrength.strong) return 'Strong';
  if (percent >= constants.signUpStrength.medium) return 'Medium';
  return 'Weak';
}

/** Reset-password strength score 0–5 (spec section 5). */
export function resetStrengthScore(password: string): number {
  return [
    password.length >= constants.passwordMinLength,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    resetSpecial.test(password),
  ].filter(Boolean).length;
}

export type ResetStrength = '' | 'Weak' | 'Moderate' | 'Strong';
export function resetStrengthLabel(score: number): ResetStrength {
  if (score >= 3) return 'Strong';
  if (score === 2) return 'Moderate';
  if (score === 1) return 'Weak';
  return '';
}

/** A plain, permissive email shape; the server stores emails lowercased. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) =>
  value.length <= constants.emailMaxLength && EMAIL_PATTERN.test(value);
