import { expect, type Locator, type Page } from "@playwright/test";

/** /sea-time: totals, charts, licence progress and the per-trip marks. */
export class SeaTimePage {
  constructor(private page: Page) {}

  /** The value of a totals tile, found by its title. */
  tile(title: string): Locator {
    return this.page
      .locator(".ant-statistic")
      .filter({ has: this.page.getByText(title, { exact: true }) })
      .locator(".ant-statistic-content");
  }

  charts(): Locator {
    return this.page.getByRole("figure");
  }

  licence(name: string): Locator {
    return this.page.getByRole("region", { name, exact: true });
  }

  /** Charts that have drawn their bars and lines (SVG). */
  async expectChartsDrawn() {
    await expect(this.charts()).toHaveCount(3);
    await expect(this.charts().nth(0).locator(".recharts-bar-rectangle").first()).toBeVisible();
    await expect(this.charts().nth(1).locator(".recharts-bar-rectangle").first()).toBeVisible();
    await expect(this.charts().nth(2).locator("path.recharts-line-curve").first()).toBeVisible();
  }
}
