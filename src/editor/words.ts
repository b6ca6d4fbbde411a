/**
 * The editor's own words, in Russian (locales/ru/editor.json): the site's fields, checks and
 * publish status speak the staff's language like the rest of the form.
 */
import editor from '../../locales/ru/editor.json';

type Strings = typeof editor;

export const words: Strings = editor;

/** `app.<key>` with its `{{values}}` filled. */
export function say(key: keyof Strings['app'], values: Record<string, string | number> = {}): string {
  const template = editor.app[key] as string;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
