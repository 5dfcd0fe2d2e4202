// The texts of the mails the server sends.
import { AUTH } from '@kala/shared/constants';
import type { Mail } from './mailer';

/** A plain-text mail that greets the person by name; the body follows after a blank line. */
function greetingMail(to: string, name: string, subject: string, body: string[]): Mail {
  return { to, subject, text: [`Hello ${name},`, '', ...body].join('\n') };
}

export function verificationMail(to: string, name: string, code: string): Mail {
  return greetingMail(to, name, 'Verify your email for Kala', [
    `Your Kala verification code is: ${code}`,
    '',
    `Enter it on the verification page. It expires in ${AUTH.verifyCodeTtlMinutes} minutes and works once.`,
    'If you did not create an account, you can ignore this mail.',
  ]);
}

export function resetPasswordMail(to: string, name: string, link: string): Mail {
  return greetingMail(to, name, 'Reset your Kala password', [
    'Someone asked to reset the password of your Kala account. To choose a new password, open:',
    link,
    '',
    `The link expires in ${AUTH.resetTokenTtlMinutes} minutes and works once.`,
    'If it was not you, ignore this mail: your password stays as it is.',
  ]);
}
