// The ru language tree's root: its shell strings load with it (see src/i18n/index.ts).
import common from '../../../locales/ru/common.json';
import { registerCommon } from '../../i18n/index.js';
import { LanguageRoot } from '../language-root.js';

registerCommon('ru', common);

export function Component() {
  return <LanguageRoot lang="ru" />;
}
