import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { listParts } from '../support/api';

/**
 * Indexes of the slides a visitor actually sees: rendered and opaque, not hidden from assistive
 * technology, and mostly inside the carousel's frame (so a slid-away or faded-out slide does not count).
 */
function shownSlides(carousel: Locator): Promise<number[]> {
  return carousel.evaluate((frame) => {
    const bounds = frame.getBoundingClientRect();
    const slides = Array.from(frame.querySelectorAll('[aria-roledescription="slide"]'));
    return slides.flatMap((slide, index) => {
      const box = slide.getBoundingClientRect();
      const overlap = Math.min(box.right, bounds.right) - Math.max(box.left, bounds.left);
      const shown =
        slide.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !slide.closest('[aria-hidden="true"], [inert]') &&
        overlap > box.width / 2;
      return shown ? [index] : [];
    });
  });
}

/** The n of the review's "Rated n out of 5" star widget. */
async function ratingOf(review: Locator): Promise<number | undefined> {
  for (let stars = 0; stars <= 5; stars += 1) {
    const widget = review.getByRole('img', { name: new RegExp(`^Rated ${stars} out of 5`) });
    if ((await widget.count()) > 0) return stars;
  }
  return undefined;
}

test.describe('Home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('a visitor flips through a carousel of three slides', async ({ page }) => {
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveRole('region');
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect.poll(() => shownSlides(carousel)).toEqual([0]);

    await carousel.getByRole('button', { name: /next/i }).click();

    await expect.poll(() => shownSlides(carousel)).toEqual([1]);
  });

  test('a visitor is welcomed', async ({ page }) => {
    await expect(page.getByRole('heading', { name: /welcome/i }).first()).toBeVisible();
  });

  test('"Purchase Now" takes a visitor to the parts list', async ({ page }) => {
    const toParts = page
      .getByRole('button', { name: 'Purchase Now' })
      .or(page.getByRole('link', { name: 'Purchase Now' }).and(page.locator('[href="/parts"]')));

    await toParts.first().click();

    await expect(page).toHaveURL((url) => url.pathname === '/parts');
    await expect(page.getByRole('list', { name: 'Parts' }).getByRole('article').first()).toBeVisible();
  });

  test('a visitor sees parts from the catalogue', async ({ page, request }) => {
    const names = (await listParts(request)).map((part) => part.name);
    const cards = page.getByRole('list', { name: 'Parts' }).getByRole('article');

    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const name = (await card.getByRole('heading').first().textContent())?.trim();
      expect(names, 'every card on the home page is a part the API lists').toContain(name);
    }
  });

  test('a visitor sees why the business can be trusted', async ({ page }) => {
    await expect(page.getByRole('heading', { name: /Trusted Business/i })).toBeVisible();
    for (const figure of ['500+', '100M+', '300+']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
  });

  test('a visitor reads customer reviews with their rating and stars', async ({ page }) => {
    await expect(page.getByRole('heading', { name: /Customer Reviews/i })).toBeVisible();
    const reviews = page
      .getByRole('article')
      .filter({ has: page.getByRole('img', { name: /Rated \d out of 5/ }) });
    await expect(reviews.first()).toBeVisible();

    const review = reviews.first();
    const rating = await ratingOf(review);
    expect(rating, 'the star widget is named "Rated n out of 5"').toBeDefined();
    await expect(review, 'the review also shows its rating as a number').toContainText(String(rating));
  });

  test('the footer carries the current year', async ({ page }) => {
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  });
});
