import { expect, test } from '../fixtures';

test.describe('Static pages', () => {
  test('the blog answers five questions', async ({ page }) => {
    await page.goto('/blogs');

    await expect(page.getByRole('main').getByRole('heading', { name: /\?\s*$/ })).toHaveCount(5);
  });

  test('the portfolio introduces its author, a contact address, nine skills and three projects', async ({
    page,
  }) => {
    await page.goto('/myPortfolio');
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/\S/);

    const contact = main.locator('a[href^="mailto:"]');
    await expect(contact).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/);
    const address = ((await contact.getAttribute('href')) ?? '').slice('mailto:'.length);
    await expect(main, 'the contact address is shown, not only linked').toContainText(address);

    const skills = main
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(skills).toHaveCount(9);
    for (const skill of await skills.all()) await expect(skill).toContainText('Intermediate');

    const links = await main
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const projects = links.filter((href) => !href.startsWith('mailto:'));
    expect(projects, 'three links to sample projects besides the contact address').toHaveLength(3);
    for (const href of projects) expect(href).toMatch(/^https?:\/\/\S+$/);
  });
});
