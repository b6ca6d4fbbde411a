/**
 * Sveltia offers «Перевести» in a field's menu and above a two-language form: machine translation
 * through Google, which asks each staff member for a paid API key the dealer does not have, and
 * which the editor's CSP does not reach. A sales manager who presses it meets a key dialog and
 * nothing else, so the items are hidden; staff write the English themselves (docs/editor.md).
 * Sveltia has no option to switch the translator off, so the items are found by their Russian
 * words (Sveltia's own, locales/ru.json `translate*`).
 */
const TRANSLATE = /^Перевести(\s|$)/;

/** What an item says: its label or tooltip (an icon button, 文A, whose text is the icon's name «translate»), or its text. */
const namesOf = (item: HTMLElement) => [item.getAttribute('aria-label'), item.title, item.textContent].map((name) => name?.trim() ?? '');

function hideTranslateItems(root: ParentNode): void {
  for (const item of root.querySelectorAll<HTMLElement>('[role="menuitem"], button')) {
    if (!item.hidden && namesOf(item).some((name) => TRANSLATE.test(name))) item.hidden = true;
  }
}

export function hideMachineTranslation(): void {
  // Menus are drawn when opened, and Sveltia may redraw an item's `hidden` with it.
  new MutationObserver(() => hideTranslateItems(document.body)).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['hidden'],
  });
}
