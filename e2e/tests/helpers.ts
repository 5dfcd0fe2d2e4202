import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const catalogue = (page: Page) => page.locator('[data-remote="mf-catalogue"]');

/** The newest mail to an address, from the development outbox. Polls: mail is written after the answer. */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  let mail: { to: string; subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as { to: string; subject: string; text: string }[];
      mail = outbox.find((m) => m.to === to);
      return Boolean(mail);
    })
    .toBe(true);
  return mail!;
}

export const verificationCodeIn = (text: string) => /\b([A-HJ-NP-Z2-9]{8})\b/.exec(text)?.[1];

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@kala.test`;

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}
