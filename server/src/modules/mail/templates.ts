// The texts of the mails the server sends.
import { AUTH } from '@kala/shared/constants';
import type { Mail } from './mailer';

export function verificationMail(to: string, name: string, code: string): Mail {
  return {
    to,
    subject: 'Verify your email for Kala',
    text: [
      `Hello ${name},`,
      '',
      `Your Kala verification code is: ${code}`,
      '',
      `Enter it on the verification page. It expires in ${AUTH.verifyCodeTtlMinutes} minutes and works once.`,
      'If you did not create an account, you can ignore this mail.',
    ].join('\n'),
  };
}

export function resetPasswordMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Kala password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Kala account. To choose a new password, open:',
      link,
      '',
      `The link expires in ${AUTH.resetTokenTtlMinutes} minutes and works once.`,
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
