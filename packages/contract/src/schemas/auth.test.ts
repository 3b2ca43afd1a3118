import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages.js';
import {
  forgotPasswordBody,
  loginBody,
  refreshBody,
  registerBody,
  resetPasswordBody,
  signUpForm,
  updatePasswordBody,
} from './auth.js';

/** The messages of a failed parse, in order; [] when it passes. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}
const first = (schema: z.ZodType, value: unknown) => issues(schema, value)[0];

const STRONG = 'Str0ng!Passw0rd';

describe('the spec texts (sections 5 and 8)', () => {
  it('are the exact strings of the spec', () => {
    expect(messages.signIn).toMatchObject({
      fillDetails: 'Please fill in the details',
      invalidEmail: 'Please enter a valid email address',
      enterCredentials: 'Please enter valid credentials',
      passwordTooShort: 'Password must be at least 8 characters',
      deactivated: 'Your account is deactivated',
    });
    expect(messages.signUp).toMatchObject({
      nameRequired: 'Name is required.',
      emailRequired: 'Email is required.',
      emailInvalid: 'Invalid email format.',
      passwordRequired: 'Password is required.',
      passwordCriteria: 'Password does not meet the required criteria.',
      confirmRequired: 'Confirm password is required.',
      passwordsMismatch: 'Passwords do not match.',
      termsRequired: 'You must agree to the Terms and Conditions.',
      success: 'Registration successful!',
    });
    expect(messages.forgotPassword.sent).toBe('Password reset link has been sent to your email.');
    expect(messages.resetPassword).toMatchObject({
      passwordsMismatch: 'Passwords do not match.',
      tooWeak: 'Password is too weak. Please make it stronger.',
    });
    expect(messages.password).toMatchObject({
      currentRequired: 'Current password is required',
      newRequired: 'New password is required',
      confirmRequired: 'Confirm password is required',
      mustDiffer: 'New password must be different from current password',
      mismatch: 'Passwords do not match',
      mismatchAlt: 'Passwords do not match!',
      updatedSuccess: 'Password updated successfully!',
    });
    expect(messages.session).toMatchObject({
      invalidToken: 'Invalid token',
      tokenExpired: 'Token has expired',
    });
    expect(messages.logout.success).toBe('Logged out successfully!');
  });
});

describe('registerBody', () => {
  const ok = { name: 'Ada', email: 'ada@example.com', password: STRONG, confirmpassword: STRONG };

  it('accepts a valid body and trims name and email', () => {
    expect(registerBody.parse({ ...ok, name: '  Ada  ', email: '  ada@example.com ' })).toEqual(ok);
  });

  it.each([
    [{ name: undefined }, messages.signUp.nameRequired],
    [{ name: '  ' }, messages.signUp.nameRequired],
    [{ name: 'n'.repeat(101) }, messages.signUp.nameTooLong],
    [{ email: undefined }, messages.signUp.emailRequired],
    [{ email: ' ' }, messages.signUp.emailRequired],
    [{ email: 'ada@' }, messages.signUp.emailInvalid],
    [{ password: undefined }, messages.signUp.passwordRequired],
    [{ password: 'weak', confirmpassword: 'weak' }, messages.signUp.passwordCriteria],
    [{ confirmpassword: undefined }, messages.signUp.confirmRequired],
    [{ confirmpassword: 'Other!Passw0rd' }, messages.signUp.passwordsMismatch],
    [{ role: 'admin' }, 'Unknown field: role'],
  ])('%o → %s', (over, message) => {
    expect(first(registerBody, { ...ok, ...over })).toBe(message);
  });
});

describe('signUpForm (client form: the same rules plus the terms)', () => {
  const ok = {
    name: 'Ada',
    email: 'ada@example.com',
    password: STRONG,
    confirmpassword: STRONG,
    terms: true,
  };

  it('accepts agreed terms', () => {
    expect(issues(signUpForm, ok)).toEqual([]);
  });

  it.each([false, undefined, 'yes'])('terms %j → the terms message', (terms) => {
    expect(issues(signUpForm, { ...ok, terms })).toEqual([messages.signUp.termsRequired]);
  });

  it('still checks the other fields', () => {
    expect(issues(signUpForm, { ...ok, confirmpassword: 'x' })).toEqual([
      messages.signUp.passwordsMismatch,
    ]);
  });
});

describe('loginBody', () => {
  it('defaults the role to User', () => {
    expect(loginBody.parse({ email: 'ada@example.com', password: STRONG })).toEqual({
      email: 'ada@example.com',
      password: STRONG,
      role: 'User',
    });
  });

  it.each([
    [{ email: '', password: '' }, messages.signIn.fillDetails],
    [{ email: 'ada', password: STRONG }, messages.signIn.invalidEmail],
    [{ email: 'ada@example.com', password: '' }, messages.signIn.enterCredentials],
    [{ email: 'ada@example.com', password: '1234567' }, messages.signIn.passwordTooShort],
    [{ email: 'ada@example.com', password: STRONG, role: 'root' }, 'Role must be User or admin.'],
  ])('%o → %s', (body, message) => {
    expect(first(loginBody, body)).toBe(message);
  });

  it('does not apply the sign-up rule to sign-in (old passwords still sign in)', () => {
    expect(issues(loginBody, { email: 'ada@example.com', password: 'onlylowercase' })).toEqual([]);
  });
});

describe('forgotPasswordBody', () => {
  it.each([
    [{}, messages.forgotPassword.emailRequired],
    [{ email: '' }, messages.forgotPassword.emailRequired],
    [{ email: 'nope' }, messages.forgotPassword.emailInvalid],
  ])('%o → %s', (body, message) => {
    expect(first(forgotPasswordBody, body)).toBe(message);
  });
});

describe('resetPasswordBody', () => {
  const ok = { token: 't'.repeat(43), password: 'N3w!Passw0rd', confirmpassword: 'N3w!Passw0rd' };

  it('accepts a score-5 password that matches', () => {
    expect(issues(resetPasswordBody, ok)).toEqual([]);
  });

  it('reports a mismatch before the strength', () => {
    expect(
      issues(resetPasswordBody, { ...ok, password: 'weak', confirmpassword: 'other' }),
    ).toEqual([messages.resetPassword.passwordsMismatch]);
  });

  it('needs a score of 5', () => {
    expect(
      first(resetPasswordBody, { ...ok, password: 'N3wPassw0rd', confirmpassword: 'N3wPassw0rd' }),
    ).toBe(messages.resetPassword.tooWeak);
  });

  it('needs the token', () => {
    expect(first(resetPasswordBody, { ...ok, token: '' })).toBe(
      messages.resetPassword.tokenRequired,
    );
  });
});

describe('updatePasswordBody', () => {
  const ok = {
    old_password: STRONG,
    new_password: 'N3w!Passw0rd',
    confirm_password: 'N3w!Passw0rd',
  };

  it('accepts a valid change', () => {
    expect(issues(updatePasswordBody, ok)).toEqual([]);
  });

  it.each([
    [{ old_password: '' }, messages.password.currentRequired],
    [{ new_password: '' }, messages.password.newRequired],
    [{ confirm_password: '' }, messages.password.confirmRequired],
    [{ new_password: STRONG, confirm_password: STRONG }, messages.password.mustDiffer],
    [{ confirm_password: 'N3w!Passw0rdX' }, messages.password.mismatch],
    [{ new_password: 'weakpass', confirm_password: 'weakpass' }, messages.signUp.passwordCriteria],
  ])('%o → %s', (over, message) => {
    expect(first(updatePasswordBody, { ...ok, ...over })).toBe(message);
  });
});

describe('refreshBody', () => {
  it('needs a non-empty token of at most 200 characters', () => {
    expect(issues(refreshBody, { refresh_token: 'abc' })).toEqual([]);
    expect(first(refreshBody, { refresh_token: '' })).toBe(messages.session.invalidToken);
    expect(first(refreshBody, { refresh_token: 'x'.repeat(201) })).toBe(
      messages.session.invalidToken,
    );
  });
});
