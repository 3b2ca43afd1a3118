import { messages } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp.js';
import { uniqueEmail } from '../helpers/users.js';
import {
  expectTokenRejected,
  mailPart,
  mailText,
  newUser,
  nextIp,
  post,
  resetLinkOf,
  resetTokensOf,
  sha256Hex,
  signIn,
} from './support.js';

const NEW_PASSWORD = 'N3w!Passw0rd#';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://prd.example.test/' } });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('password reset by email over SMTP', () => {
  it('forgot-password → the email arrives → its link resets the password → old sessions are dead → the link works once', async () => {
    const u = await newUser(t, { name: 'Ada <Lovelace>' });
    const laptop = await signIn(t, u.email, u.password);

    // An unknown email gets the same answer and no email.
    for (const email of [uniqueEmail('stranger'), u.email]) {
      const res = await post(t, 'forgotPassword', { email }, { ip: nextIp() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.forgotPassword.sent });
    }

    // The first email is the registration's verification link; the second the reset link.
    await sink.waitFor(2);
    const mail = sink.messages.find((m) => /^Subject: Reset/m.test(m.raw))!;
    expect(mail.to).toEqual([u.email]);
    expect(mail.raw).toMatch(/^Subject: Reset your PRD Studio password\r?$/m);
    expect(mail.raw).toMatch(/^From: .*no-reply@prd-studio\.local/m);
    expect(mailText(mail.raw)).toContain('Hello Ada <Lovelace>,');
    // The HTML part escapes the name and carries the same link.
    const html = mailPart(mail.raw, 'text/html');
    expect(html).toContain('<p>Hello Ada &lt;Lovelace&gt;,</p>');

    const { link, token } = resetLinkOf(mail.raw);
    expect(html).toContain(`href="${link}"`);
    expect(link.startsWith('https://prd.example.test/?token=')).toBe(true);
    expect(link.startsWith(`${t.config.publicUrl}/?token=`)).toBe(true);
    const [stored] = await resetTokensOf(t, u.id);
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.tokenHash).toBe(sha256Hex(token));

    // The link's token resets the password.
    const reset = await post(
      t,
      'resetPassword',
      { token, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
      { ip: nextIp() },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: messages.resetPassword.success });

    // Every earlier session is dead, access and refresh tokens alike.
    for (const session of [u, laptop]) {
      await expectTokenRejected(t, session.accessToken);
      const refreshed = await post(
        t,
        'refresh',
        { refresh_token: session.refreshToken },
        { ip: nextIp() },
      );
      expect(refreshed.statusCode).toBe(498);
    }
    const oldLogin = await post(
      t,
      'login',
      { email: u.email, password: u.password },
      { ip: nextIp() },
    );
    expect(oldLogin.statusCode).toBe(401);
    await signIn(t, u.email, NEW_PASSWORD);

    // The token cannot be used twice.
    const again = await post(
      t,
      'resetPassword',
      { token, password: 'An0ther!Passw0rd', confirmpassword: 'An0ther!Passw0rd' },
      { ip: nextIp() },
    );
    expect(again.statusCode).toBe(203);
    expect(again.json()).toEqual({
      message: messages.resetPassword.invalidToken,
      code: 'SOFT_FAILURE',
    });
    await signIn(t, u.email, NEW_PASSWORD);

    // Only the two emails went out (verification, reset), over SMTP, not to the outbox.
    expect(sink.messages).toHaveLength(2);
    expect(t.outbox()).toEqual([]);
  });
});
