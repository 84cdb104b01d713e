import { expect, type Page } from '@playwright/test';

/** Chooses `option` in one step of the vehicle picker (Year, Make, Model, Engine) once it is offered. */
export async function choose(page: Page, step: string, option: string) {
  const select = page.getByRole('combobox', { name: step, exact: true });
  await expect(select).toBeEnabled();
  await expect(select.getByRole('option', { name: option, exact: true })).toBeAttached();
  await select.selectOption({ label: option });
}

/** Picks Year → Make → Model → Engine (a 2018 Toyota Corolla 1.8 L 2ZR-FE) and asks for its parts. */
export async function pickVehicle(page: Page) {
  await choose(page, 'Year', '2018');
  await choose(page, 'Make', 'Toyota');
  await choose(page, 'Model', 'Corolla');
  await choose(page, 'Engine', '1.8 L 2ZR-FE');
  await page.getByRole('button', { name: 'Show parts for this vehicle' }).click();
}
