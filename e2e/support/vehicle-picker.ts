import { expect, type Page } from '@playwright/test';

/** Chooses `option` in one step of the vehicle picker (Year, Make, Model, Engine) once it is offered. */
export async function choose(page: Page, step: string, option: string) {
  const select = page.getByRole('combobox', { name: step, exact: true });
  await expect(select).toBeEnabled();
  await expect(select.getByRole('option', { name: option, exact: true })).toBeAttached();
  await select.selectOption({ label: option });
}
