/**
 * The staff editor (Sveltia CMS at /admin) as a person uses it, for the editor's browser test:
 * by the Russian names on screen, never by Sveltia's internals. Sveltia renders a long form as it
 * is scrolled, so a field further down is scrolled to before it is used.
 */
import type { Locator, Page } from '@playwright/test';

export class EditorPage {
  constructor(
    readonly page: Page,
    readonly siteUrl: string,
  ) {}

  /** Opens /admin; signs in with the token when the sign-in page asks. */
  async open(token: string): Promise<void> {
    await this.page.goto(`${this.siteUrl}/admin/`);
    const tokenButton = this.page.getByRole('button', { name: 'Войти с помощью токена доступа' });
    const collections = this.page.getByText('Коллекции').first();
    await tokenButton.or(collections).first().waitFor({ timeout: 60_000 });
    if (await tokenButton.isVisible()) {
      await tokenButton.click();
      await this.page.getByRole('textbox', { name: 'Персональный токен доступа' }).fill(token);
      await this.page.keyboard.press('Enter');
    }
    await this.page
      .getByRole('link', { name: /Автомобили/ })
      .or(this.page.getByText('Автомобили'))
      .first()
      .waitFor({ timeout: 60_000 });
  }

  /** Opens a collection or a single file from the menu by its name. */
  async section(name: string): Promise<void> {
    await this.page.getByText(name, { exact: true }).first().click();
  }

  /** Opens an entry of the open collection by the name its list shows, scrolling the list to it as a person would. */
  async entry(name: string): Promise<void> {
    await (await this.reveal(this.page.getByText(name))).click();
    await this.check.waitFor();
  }

  /** Finds entries with the search box at the top, as staff look for a car by its name. */
  async search(terms: string): Promise<Locator> {
    const box = this.page.getByRole('searchbox').first();
    await box.fill(terms);
    await box.press('Enter');
    return this.page.getByRole('main');
  }

  /** «Создать новую запись» in the open collection. */
  async create(): Promise<void> {
    await this.page.getByRole('button', { name: 'Создать новую запись' }).click();
    await this.check.waitFor();
  }

  /** «Дублировать» from the open entry's menu. */
  async duplicate(): Promise<void> {
    await this.page.getByRole('button', { name: 'Показать параметры редактора' }).click();
    await this.page.getByRole('menuitem', { name: 'Дублировать' }).click();
    await this.check.waitFor();
  }

  /** The check before a save, first in the form (the Russian one, in a two-language form). */
  get check(): Locator {
    return this.page.locator('.site-check').first();
  }

  /** Waits for the check to finish, and returns what it says. */
  async checkVerdict(): Promise<string> {
    // The check starts once typing has paused (300 ms), then says it is checking until it has a verdict.
    await this.page.waitForTimeout(600);
    await this.page.waitForFunction(() => !document.querySelector('.site-check--checking'), undefined, { timeout: 30_000 });
    return this.check.innerText();
  }

  /** Scrolls the form (or one language's side of it) until `locator` exists (Sveltia draws a long form as it scrolls), then to it. */
  async reveal(locator: Locator, within?: Locator): Promise<Locator> {
    for (let step = 0; step < 80 && !(await locator.count()); step += 1) {
      const area = (within && (await within.boundingBox())) ?? { x: 0, y: 0, ...(this.page.viewportSize() ?? { width: 800, height: 800 }) };
      // A two-language form scrolls each language on its own, side by side: without a side given, both in turn.
      const x = within ? area.x + area.width / 2 : area.width * (step % 2 ? 0.75 : 0.25);
      await this.page.mouse.move(x, area.y + Math.min(area.height, 800) / 2);
      await this.page.mouse.wheel(0, 600);
      await this.page.waitForTimeout(100);
    }
    await locator.first().scrollIntoViewIfNeeded();
    return locator.first();
  }

  /** One language's side of a two-language form (Sveltia's first pane is the site's default language, Russian). */
  side(lang: 'ru' | 'en'): Locator {
    return this.page.locator(lang === 'ru' ? '#first-pane-body' : '#second-pane-body');
  }

  /** A field's group, by its label («Поле «Цена, USD»»); `within` narrows it to one language's pane or a list item. */
  group(label: string, within: Page | Locator = this.page): Locator {
    return within.getByRole('group', { name: `Поле «\u2068${label}\u2069»` });
  }

  /** A text box by its label, scrolled to. */
  async textbox(label: string, within: Page | Locator = this.page): Promise<Locator> {
    return this.reveal(within.getByRole('textbox', { name: label, exact: true }), within === this.page ? undefined : (within as Locator));
  }

  /** Types into a box as a person does: the old text selected and replaced. */
  async type(label: string, text: string, within: Page | Locator = this.page): Promise<void> {
    const box = await this.textbox(label, within);
    await box.fill(text);
  }

  /** Both language boxes of a text that exists in both languages. */
  async typeBoth(label: string, ru: string, en: string, within: Page | Locator = this.page): Promise<void> {
    await this.typeBothIn(this.group(label, within), ru, en);
  }

  /** Both language boxes of the text field `group` (one item of a list, say). */
  async typeBothIn(group: Locator, ru: string, en: string): Promise<void> {
    const field = await this.reveal(group);
    await field.getByRole('textbox', { name: 'По-русски' }).first().fill(ru);
    await field.getByRole('textbox', { name: 'По-английски' }).first().fill(en);
  }

  /** Picks an option of a drop-down list (a combobox) by its name; opens the list again if a click did not. */
  async choose(combobox: Locator, option: string | RegExp): Promise<void> {
    const choice = this.page.getByRole('option', { name: option }).first();
    // The English form shows the shared choices read-only: the one to use is the editable one.
    const editable = combobox.and(this.page.locator('[aria-readonly="false"]'));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await (await this.reveal(editable)).click();
      if (
        await choice.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        )
      )
        break;
    }
    await choice.click();
  }

  /** A switch (yes/no field) by its label. */
  async switchOf(label: string, within: Page | Locator = this.page): Promise<Locator> {
    return this.reveal(within.getByRole('switch', { name: label }));
  }

  /** «Сохранить»; resolves once Sveltia says it saved («Сохранено 1 запись», not «Сохранение…»). */
  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await this.page
      .getByText(/Сохранено \d+ запис/)
      .first()
      .waitFor({ timeout: 60_000 });
  }

  /** «Сохранить», expecting a refusal: resolves with the notice Sveltia shows (in src/editor/sveltia-ru.json's words). */
  async saveRefused(): Promise<string> {
    await this.page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    const notice = this.page.getByText(/Пока не сохранить/).first();
    await notice.waitFor({ timeout: 30_000 });
    return notice.innerText();
  }

  /** The publish panel (src/editor/publish-status.ts). */
  get publishPanel(): Locator {
    return this.page.getByRole('status', { name: 'Публикация сайта' });
  }

  /** Whether anything on the page is wider than the screen (sideways scrolling on a phone). */
  async scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  }
}
