/**
 * The staff editor's configuration (Sveltia CMS at /admin, docs/editor.md), generated at build
 * time from the zod schemas of content/schema.ts and the words of locales/<lang>/editor.json, so
 * that a field added to the content appears in the form with Russian labels. The build writes it
 * to dist/admin/config.yml (scripts/build/editor.ts); nothing generated is committed.
 */
import type { CmsConfig, Collection, CollectionFile, Field } from '@sveltia/cms';
import { stringify } from 'yaml';
import { z } from 'zod';
import { getCompany } from '../../content/index.js';
import {
  aboutSchema,
  articleFrontMatterSchema,
  brandSchema,
  carSchema,
  companySchema,
  guideSchema,
  legalPageFrontMatterSchema,
  needsSchema,
  offersSchema,
  runningCostsSchema,
  servicesSchema,
} from '../../content/schema.js';
import { LANGS } from '../../shared/lang.js';
import { CAR_VIEWS } from '../../shared/picture-views.js';
import { objectFields, type BaseField, type FieldContext, type JsonSchema } from './cms-fields.js';
import { editorStrings, type EditorStrings } from './editor-strings.js';

/**
 * The repository the editor commits to in production, and its branch. An example until the
 * dealer's repository exists (docs/editor.md, "Set-up"): sign-in fails until it is set.
 */
export const EDITOR_REPOSITORY = { repo: 'ev-dealer/ev-dealer-site', branch: 'main', isExample: true } as const;

/** Where uploaded photos go, in the repository and on the site (content/schema.ts UPLOADED_PHOTO). */
export const PHOTO_UPLOADS = { media_folder: 'public/images/uploads', public_folder: '/images/uploads' } as const;

/**
 * A local Git host standing in for GitHub (scripts/editor/git-host/): `npm run editor` and the
 * editor's browser test build with EDITOR_GIT_HOST set to it. Only a loopback address is taken,
 * so a production build can never send the staff's sign-in anywhere else.
 */
export function localGitHost(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error(`EDITOR_GIT_HOST must be a loopback address, not ${value}`);
  return url.origin;
}

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The check before a save (src/editor/fields/check-field.ts): first in every form, saved as nothing. */
const checkField = (strings: EditorStrings): Field => ({
  name: 'siteCheck',
  label: strings.app.checkLabel!,
  widget: 'site-check',
  required: false,
});

/** A reference to a car: a choice of the catalogue's cars by name; the file stores the car's slug. */
const carChoice = (base: BaseField, multiple = false): Field => ({
  ...base,
  widget: 'relation',
  collection: 'cars',
  value_field: '{{slug}}',
  display_fields: ['{{name}}'],
  search_fields: ['name', 'manufacturer', 'model'],
  ...(multiple ? { multiple: true } : {}),
});

/** A car's photos: one upload per view, each replacing that view's drawing once the site is rebuilt. */
function photoFields(strings: EditorStrings, base: BaseField): Field {
  return {
    ...base,
    widget: 'object',
    collapsed: true,
    fields: CAR_VIEWS.map((view) => ({
      name: view,
      label: strings.choice('cars', 'photos', view)!,
      widget: 'image' as const,
      required: false,
      accept: 'image/jpeg,image/png,image/webp,image/avif',
      ...PHOTO_UPLOADS,
    })),
  };
}

function carsCollection(strings: EditorStrings): Collection {
  const context: FieldContext = {
    scope: 'cars',
    strings,
    special: {
      // The next free number, given by the editor (src/editor/fields/id-field.ts), never typed.
      id: (base) => ({ ...base, widget: 'site-id' }),
      manufacturer: (base) => ({
        ...base,
        widget: 'relation',
        collection: 'brands',
        value_field: 'catalogueName',
        display_fields: ['{{catalogueName}}'],
        search_fields: ['catalogueName', 'name.ru', 'name.en'],
      }),
      photos: (base) => photoFields(strings, base),
    },
  };
  const text = strings.collection('cars');
  return {
    name: 'cars',
    label: text.label,
    label_singular: text.singular,
    description: text.description,
    icon: 'directions_car',
    folder: 'content/cars',
    extension: 'yaml',
    format: 'yaml',
    create: true,
    // The site's address of a car is its name, lower-cased, words joined by hyphens (shared/slug.ts);
    // the name allows only what keeps the two equal. An address, once made, is not edited here
    // (editable: false, in every collection): links, shares and search engines know it.
    identifier_field: 'name',
    slug: { template: '{{name}}', editable: false },
    preview_path: 'cars/{{slug}}',
    summary: strings.app.carSummary,
    sortable_fields: { fields: ['name', 'priceUSD', 'id'], default: { field: 'id' } },
    view_groups: { groups: [{ name: 'maker', label: strings.app.byMaker!, field: 'manufacturer' }] },
    editor: { preview: false },
    fields: [checkField(strings), ...objectFields(context, jsonSchema(carSchema))],
  };
}

/** Front matter both language files of an article share, which the build requires equal: the editor copies it. */
const SHARED_ARTICLE_FIELDS = new Set(['slug', 'date', 'category', 'image', 'image.car', 'image.view', 'cars']);

function newsCollection(strings: EditorStrings): Collection {
  const context: FieldContext = {
    scope: 'news',
    strings,
    twoFiles: true,
    shared: SHARED_ARTICLE_FIELDS,
    special: {
      'image.car': (base) => carChoice(base),
      cars: (base) => carChoice(base, true),
    },
  };
  const body = context.strings.field('news', 'body')!;
  const text = strings.collection('news');
  return {
    name: 'news',
    label: text.label,
    label_singular: text.singular,
    description: text.description,
    icon: 'newspaper',
    folder: 'content/news',
    extension: 'md',
    format: 'frontmatter',
    create: true,
    i18n: true,
    // Both files are named by the slug field, the same in both languages (a Russian title has no ASCII to make one);
    // `{{slug}}` alone would be Sveltia's own slug, made from the title.
    identifier_field: 'title',
    slug: { template: '{{fields.slug}}', editable: false },
    preview_path: 'news/{{fields.category}}/{{slug}}',
    // The list shows the date as staff write it (18.11.2026), not the file's 2026-11-18.
    summary: "{{date | date('DD.MM.YYYY')}} · {{title}}",
    sortable_fields: { fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } },
    editor: { preview: false },
    fields: [
      { ...checkField(strings), i18n: true },
      ...objectFields(context, jsonSchema(articleFrontMatterSchema)),
      { name: 'body', label: body.label, hint: body.hint, widget: 'markdown', i18n: true },
    ],
  };
}

function brandsCollection(strings: EditorStrings): Collection {
  const text = strings.collection('brands');
  return {
    name: 'brands',
    label: text.label,
    label_singular: text.singular,
    description: text.description,
    icon: 'sell',
    folder: 'content/brands',
    extension: 'yaml',
    format: 'yaml',
    create: true,
    identifier_field: 'name.ru',
    // A maker of the catalogue is named by its catalogue name (content/brands.ts), another brand by its English name.
    slug: { template: "{{catalogueName | default('{{name.en}}')}}", editable: false },
    preview_path: 'brands/{{slug}}',
    summary: '{{name.ru}}',
    editor: { preview: false },
    fields: [checkField(strings), ...objectFields({ scope: 'brands', strings }, jsonSchema(brandSchema))],
  };
}

function guidesCollection(strings: EditorStrings): Collection {
  const text = strings.collection('guides');
  return {
    name: 'guides',
    label: text.label,
    label_singular: text.singular,
    description: text.description,
    icon: 'menu_book',
    folder: 'content/guides',
    extension: 'yaml',
    format: 'yaml',
    // A new guide needs a page of its own, which a developer adds (docs/editor.md).
    create: false,
    delete: false,
    identifier_field: 'title.ru',
    summary: '{{title.ru}}',
    editor: { preview: false },
    fields: [checkField(strings), ...objectFields({ scope: 'guides', strings }, jsonSchema(guideSchema))],
  };
}

function legalCollection(strings: EditorStrings): Collection {
  const context: FieldContext = { scope: 'legal', strings, twoFiles: true, shared: new Set() };
  const body = strings.field('legal', 'body')!;
  const text = strings.collection('legal');
  return {
    name: 'legal',
    label: text.label,
    description: text.description,
    icon: 'gavel',
    folder: 'content/legal',
    extension: 'md',
    format: 'frontmatter',
    create: false,
    delete: false,
    i18n: true,
    identifier_field: 'title',
    editor: { preview: false },
    fields: [
      { ...checkField(strings), i18n: true },
      ...objectFields(context, jsonSchema(legalPageFrontMatterSchema)),
      { name: 'body', label: body.label, hint: body.hint, widget: 'markdown', i18n: true },
    ],
  };
}

/**
 * A file that one form edits (company facts, offers, tariffs), listed on its own in the editor's
 * menu; its check field (first in the form) says what it is for and, for the company, which facts
 * are still examples.
 */
function singleton(
  strings: EditorStrings,
  name: string,
  file: string,
  schema: z.ZodType,
  icon: string,
  extra?: FieldContext['extra'],
): CollectionFile {
  const text = strings.collection(name);
  return {
    name,
    label: text.label,
    icon,
    file: `content/${file}`,
    editor: { preview: false },
    fields: [checkField(strings), ...objectFields({ scope: name, strings, extra }, jsonSchema(schema))],
  };
}

/** The whole configuration, as Sveltia CMS reads it from config.yml. */
export function cmsConfig(
  env: { EDITOR_GIT_HOST?: string; EDITOR_BRANCH?: string } = process.env,
  strings: EditorStrings = editorStrings(),
): CmsConfig {
  const gitHost = localGitHost(env.EDITOR_GIT_HOST);
  return {
    app_title: strings.app.title,
    backend: {
      name: 'github',
      repo: EDITOR_REPOSITORY.repo,
      // A local Git host commits to the branch its working copy has checked out.
      branch: (gitHost && env.EDITOR_BRANCH) || EDITOR_REPOSITORY.branch,
      // Staff sign in with a token of their own GitHub account (docs/editor.md): no sign-in server,
      // so the site keeps one dynamic piece, the enquiry relay.
      auth_methods: ['token'],
      ...(gitHost ? { api_root: gitHost } : {}),
      commit_messages: {
        create: strings.app.commitCreate,
        update: strings.app.commitUpdate,
        delete: strings.app.commitDelete,
        uploadMedia: strings.app.commitUpload,
        deleteMedia: strings.app.commitDeleteMedia,
      },
    },
    // «Открыть сайт» and each entry's preview link: the site's address (content/company.yaml) once it is
    // real; while it is an example, or on this computer, the site the editor is served from (Sveltia's
    // default, location.origin), which is the site itself at /admin.
    ...(gitHost || getCompany().siteUrl.isExample ? {} : { site_url: getCompany().siteUrl.url }),
    logo: { src: '/favicon.svg' },
    media_folder: PHOTO_UPLOADS.media_folder,
    public_folder: PHOTO_UPLOADS.public_folder,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-', lowercase: true, trim: true },
    // A cleared optional field is left out of the file, never saved as "" (the build would refuse it).
    output: { omit_empty_optional_fields: true, yaml: { quote: 'none' } },
    i18n: { structure: 'multiple_files', locales: [...LANGS], default_locale: 'ru' },
    collections: [
      carsCollection(strings),
      newsCollection(strings),
      brandsCollection(strings),
      guidesCollection(strings),
      legalCollection(strings),
    ],
    singletons: [
      // Beside the showroom's longitude, a link to see the pin on a map; either coordinate box takes a
      // pasted «53.9262, 27.5009» (src/editor/fields/number-field.ts).
      singleton(strings, 'company', 'company.yaml', companySchema, 'storefront', {
        'geo.lat': { coordinate: 'lat' },
        'geo.lng': { mapPin: true, coordinate: 'lng' },
      }),
      singleton(strings, 'offers', 'offers.yaml', offersSchema, 'percent'),
      singleton(strings, 'running-costs', 'running-costs.yaml', runningCostsSchema, 'bolt'),
      singleton(strings, 'services', 'services.yaml', servicesSchema, 'build'),
      singleton(strings, 'about', 'about.yaml', aboutSchema, 'groups'),
      singleton(strings, 'needs', 'needs.yaml', needsSchema, 'tune'),
    ],
  };
}

/** config.yml as the build writes it. */
export function cmsConfigText(env?: { EDITOR_GIT_HOST?: string; EDITOR_BRANCH?: string }): string {
  return `# Generated by scripts/content/cms-config.ts from content/schema.ts and locales/*/editor.json.\n${stringify(cmsConfig(env), { lineWidth: 0 })}`;
}
