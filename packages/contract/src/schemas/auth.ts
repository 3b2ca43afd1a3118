import { z } from './zod.js';
import { ROLES, constants } from '../constants.js';
import { messages } from '../messages.js';
import { isEmail, meetsSignUpRule, resetStrengthScore } from '../password-rules.js';
import { strictBody, text } from './common.js';

const m = messages;
const maxPassword = constants.passwordMaxLength;

export const loginBody = strictBody({
  email: text(m.signIn.fillDetails).max(constants.emailMaxLength, m.signIn.invalidEmail),
  password: text(m.signIn.enterCredentials).max(maxPassword, m.signUp.passwordTooLong),
  role: z
    .enum([ROLES.user, ROLES.admin], { error: 'Role must be User or admin.' })
    .default(ROLES.user),
}).superRefine((v, ctx) => {
  const email = v.email.trim();
  if (!email && !v.password) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: m.signIn.fillDetails });
  } else if (!isEmail(email)) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: m.signIn.invalidEmail });
  } else if (!v.password) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: m.signIn.enterCredentials });
  } else if (v.password.length < constants.passwordMinLength) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: m.signIn.passwordTooShort });
  }
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({ access_token: z.string(), refresh_token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const registerBody = strictBody({
  name: text(m.signUp.nameRequired)
    .trim()
    .min(1, m.signUp.nameRequired)
    .max(constants.nameMaxLength, m.signUp.nameTooLong),
  email: text(m.signUp.emailRequired)
    .trim()
    .min(1, m.signUp.emailRequired)
    .refine(isEmail, m.signUp.emailInvalid),
  password: text(m.signUp.passwordRequired)
    .min(1, m.signUp.passwordRequired)
    .max(maxPassword, m.signUp.passwordTooLong)
    .refine(meetsSignUpRule, m.signUp.passwordCriteria),
  confirmpassword: text(m.signUp.confirmRequired).min(1, m.signUp.confirmRequired),
}).refine((v) => v.password === v.confirmpassword, {
  path: ['confirmpassword'],
  message: m.signUp.passwordsMismatch,
});
export type RegisterBody = z.infer<typeof registerBody>;

/** Client-side sign-up form: the same rules plus the terms checkbox. */
export const signUpForm = registerBody.and(
  z.object({ terms: z.literal(true, { error: m.signUp.termsRequired }) }),
);

export const refreshBody = strictBody({
  refresh_token: text(m.session.invalidToken).min(1, m.session.invalidToken).max(200),
});

export const forgotPasswordBody = strictBody({
  email: text(m.forgotPassword.emailRequired)
    .trim()
    .min(1, m.forgotPassword.emailRequired)
    .refine(isEmail, m.forgotPassword.emailInvalid),
});

export const resetPasswordBody = strictBody({
  token: text(m.resetPassword.tokenRequired).min(1, m.resetPassword.tokenRequired).max(200),
  password: text(m.resetPassword.tooWeak).max(maxPassword, m.signUp.passwordTooLong),
  confirmpassword: text(m.resetPassword.passwordsMismatch).max(maxPassword),
}).superRefine((v, ctx) => {
  if (v.password !== v.confirmpassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmpassword'],
      message: m.resetPassword.passwordsMismatch,
    });
  } else if (resetStrengthScore(v.password) < constants.resetStrengthRequired) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: m.resetPassword.tooWeak });
  }
});

export const verifyEmailBody = strictBody({
  token: text(m.verifyEmail.tokenRequired).min(1, m.verifyEmail.tokenRequired).max(200),
});

export const updatePasswordBody = strictBody({
  old_password: text(m.password.currentRequired)
    .min(1, m.password.currentRequired)
    .max(maxPassword, m.signUp.passwordTooLong),
  new_password: text(m.password.newRequired)
    .min(1, m.password.newRequired)
    .max(maxPassword, m.signUp.passwordTooLong),
  confirm_password: text(m.password.confirmRequired).min(1, m.password.confirmRequired),
}).superRefine((v, ctx) => {
  if (v.new_password === v.old_password) {
    ctx.addIssue({ code: 'custom', path: ['new_password'], message: m.password.mustDiffer });
  } else if (v.confirm_password !== v.new_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: m.password.mismatch });
  } else if (!meetsSignUpRule(v.new_password)) {
    ctx.addIssue({ code: 'custom', path: ['new_password'], message: m.signUp.passwordCriteria });
  }
});
