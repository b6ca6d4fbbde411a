/**
 * The staff editor's configuration (Decap CMS, served at /admin; docs/editor.md), generated from
 * the zod schemas of content/schema.ts the same way the JSON Schemas are, so that a field added
 * to the content appears in the editor.
 *
 *   npm run content:schema    (writes this and the JSON Schemas; a test fails when either is stale)
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { z } from 'zod';
import { AUTH_PATH } from '../../api/_lib/editor-auth.js';
import { PUBLIC_DIR } from '../../content/files.js';
import { getCompany } from '../../content/index.js';
import {
  aboutSchema,
  articleFrontMatterSchema,
  brandSchema,
  CAR_FIGURES,
  carSchema,
  companySchema,
  guideSchema,
  HYBRID_FIGURES,
  legalPageFrontMatterSchema,
  needsSchema,
  offersSchema,
  runningCostsSchema,
  servicesSchema,
} from '../../content/schema.js';
import { LANGS } from '../../shared/lang.js';
import { CAR_VIEWS, type CarView } from '../../shared/picture-views.js';
import { loadStrings } from '../../locales/index.js';
import { objectFields, type CmsField, type JsonSchema } from './cms-fields.js';

export const CMS_CONFIG_FILE = join(PUBLIC_DIR, 'admin', 'config.yml');
/** The lists public/admin/checks.js checks a car's figures against before a save. */
export const CONTENT_RULES_FILE = join(PUBLIC_DIR, 'admin', 'content-rules.json');

export function contentRulesText(): string {
  return `${JSON.stringify({ carFigures: CAR_FIGURES, hybridOnly: HYBRID_FIGURES }, null, 2)}\n`;
}

/**
 * The repository the editor commits to in production, and its branch. An example until the
 * dealer's repository exists (docs/editor.md, "Production"): the sign-in fails until it is set.
 */
export const EDITOR_REPOSITORY = { repo: 'ev-dealer/ev-dealer-site', branch: 'main', isExample: true } as const;

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const fieldsOf = (schema: z.ZodType) => objectFields(jsonSchema(schema));

/**
 * Front matter shared by both language files of an article, which the build requires equal
 * (content/news.ts): the editor copies it from the Russian entry to the English one.
 */
const SHARED_ARTICLE_FIELDS = new Set(['slug', 'date', 'category', 'image.car', 'image.view']);

/** Marks each field of a two-file (ru/en) entry as translated, or copied when both files must agree. */
function translatable(fields: CmsField[], shared: ReadonlySet<string>, prefix = ''): CmsField[] {
  return fields.map((field) => {
    const path = `${prefix}${field.name}`;
    if (shared.has(path)) return { ...field, i18n: 'duplicate' };
    if (field.widget === 'object' && field.fields?.some((child) => shared.has(`${path}.${child.name}`)))
      return { ...field, i18n: true, fields: translatable(field.fields, shared, `${path}.`) };
    return { ...field, i18n: true };
  });
}

/** Where the editor puts uploaded photos, in the repository and on the site (content/schema.ts UPLOADED_PHOTO). */
export const PHOTO_UPLOADS = { media_folder: '/public/images/uploads', public_folder: '/images/uploads' } as const;

/** A view's name in both languages, as the car page's gallery says it. */
function viewLabel(view: CarView): string {
  const names = LANGS.map((lang) => (loadStrings(lang, ['common']).common as { car: { views: Record<CarView, string> } }).car.views[view]);
  return names.join(' / ');
}

/** A car's photos: one upload per view, each replacing that view's drawing once the site is rebuilt. */
function withPhotoUploads(fields: CmsField[]): CmsField[] {
  return fields.map((field) =>
    field.name !== 'photos'
      ? field
      : {
          ...field,
          label: 'Фото / Photos',
          collapsed: true,
          fields: CAR_VIEWS.map((view) => ({
            name: view,
            label: viewLabel(view),
            widget: 'image',
            required: false,
            choose_url: false,
            ...PHOTO_UPLOADS,
            hint: 'Фото (jpg, png, webp) заменит рисунок на сайте после публикации, через несколько минут. / A photo: it replaces the drawing on the site a few minutes after you publish.',
          })),
        },
  );
}

const body = (hint: string): CmsField => ({ name: 'body', label: 'Text', widget: 'markdown', hint, i18n: true });

/** A file that one form edits (company facts, offers, tariffs). */
const siteFile = (name: string, label: string, file: string, schema: z.ZodType) => ({
  name,
  label,
  file: `content/${file}`,
  fields: fieldsOf(schema),
});

/**
 * The launch checklist where staff edit (issue 28): the company facts and the about page's parts that
 * carry an `isExample` flag, read from their schemas, so that a fact given the flag is listed too.
 */
function launchChecklist(): string {
  const flagged = (schema: z.ZodType) =>
    Object.entries(jsonSchema(schema).properties ?? {})
      .filter(([, property]) => property.properties?.isExample)
      .map(([name]) => name);
  return (
    'До запуска замените каждый факт со включённым «Пример: заменить до запуска», затем выключите его; до этого сайт не опубликуется. ' +
    `/ Before launch, replace every fact marked as an example, then switch the mark off: company facts (${flagged(companySchema).join(', ')}); about (${flagged(aboutSchema).join(', ')}).`
  );
}

/** The forms alone: Decap's preview pane only dumps the fields again (the site's own pages are the preview). */
const FORM_ONLY = { preview: false };

/** The whole configuration, as the object Decap reads from config.yml. */
export function cmsConfig() {
  return {
    // Production: GitHub, signed in through the site's own /api/editor-auth and the dealer's OAuth app
    // (docs/editor.md). Locally, with `npm run editor`, the editor talks to decap-server on
    // 127.0.0.1:8081 instead and commits to the working copy.
    backend: {
      name: 'github',
      repo: EDITOR_REPOSITORY.repo,
      branch: EDITOR_REPOSITORY.branch,
      // The committed site address (content/company.yaml), not the build's SITE_URL: the file is committed.
      base_url: getCompany().siteUrl.url,
      auth_endpoint: AUTH_PATH.slice(1),
    },
    local_backend: true,
    locale: 'ru',
    site_url: '/',
    display_url: '/',
    media_folder: PHOTO_UPLOADS.media_folder.slice(1),
    public_folder: PHOTO_UPLOADS.public_folder,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_files', locales: [...LANGS], default_locale: 'ru' },
    collections: [
      {
        name: 'cars',
        label: 'Автомобили / Cars',
        editor: FORM_ONLY,
        label_singular: 'Car',
        description:
          'Цены в долларах: сайт сам пересчитывает их в BYN по курсу из «Компания». Изменения появятся на сайте через несколько минут после «Опубликовать». / Prices in USD: the site shows them in BYN too, at the rate in Company facts; changes reach the site a few minutes after Publish.',
        preview_path: 'cars/{{slug}}',
        folder: 'content/cars',
        extension: 'yaml',
        format: 'yaml',
        create: true,
        identifier_field: 'name',
        // The site's rule (shared/slug.ts) lower-cases the name and joins its words by hyphens; the build
        // refuses a file whose name is not its car's slug, naming the right one.
        slug: '{{name | lower}}',
        summary: "{{name}} · {{priceUSD}} USD · {{inStock | ternary('в наличии / in stock', 'под заказ / pre-order')}}",
        sortable_fields: ['name', 'priceUSD', 'id'],
        fields: withPhotoUploads(fieldsOf(carSchema)),
      },
      {
        name: 'news',
        label: 'Новости / News',
        editor: FORM_ONLY,
        label_singular: 'Article',
        description:
          'Статья сразу на двух языках: русский слева, английский справа; сохранить можно, когда заполнены все обязательные поля обоих языков. / One article in both languages, Russian on the left; it saves once every required field of both is filled.',
        preview_path: 'news/{{fields.category}}/{{slug}}',
        folder: 'content/news',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        i18n: true,
        // The files are named by the slug field, the same in both languages (the Russian title has no ASCII to slug).
        identifier_field: 'slug',
        slug: '{{slug}}',
        summary: '{{date}} · {{title}}',
        sortable_fields: ['date', 'title'],
        fields: [...translatable(fieldsOf(articleFrontMatterSchema), SHARED_ARTICLE_FIELDS), body('The article, in Markdown.')],
      },
      {
        name: 'brands',
        label: 'Марки / Brands',
        editor: FORM_ONLY,
        label_singular: 'Brand',
        folder: 'content/brands',
        extension: 'yaml',
        format: 'yaml',
        create: true,
        identifier_field: 'catalogueName',
        slug: '{{catalogueName | lower}}',
        preview_path: 'brands/{{slug}}',
        fields: fieldsOf(brandSchema),
      },
      {
        name: 'guides',
        label: 'Гиды / Guides',
        editor: FORM_ONLY,
        label_singular: 'Guide',
        description: 'Новому гиду нужна своя страница: обратитесь к разработчику. / A new guide needs a page of its own: ask a developer.',
        folder: 'content/guides',
        extension: 'yaml',
        format: 'yaml',
        create: false,
        fields: fieldsOf(guideSchema),
      },
      {
        name: 'legal',
        label: 'Правовые страницы / Legal pages',
        editor: FORM_ONLY,
        folder: 'content/legal',
        extension: 'md',
        format: 'frontmatter',
        create: false,
        i18n: true,
        identifier_field: 'title',
        fields: [...translatable(fieldsOf(legalPageFrontMatterSchema), new Set()), body('The page, in Markdown.')],
      },
      {
        name: 'site',
        label: 'Компания и условия / Company and terms',
        description: launchChecklist(),
        editor: FORM_ONLY,
        files: [
          siteFile('company', 'Компания: контакты, реквизиты, часы, курс / Company facts', 'company.yaml', companySchema),
          siteFile('offers', 'Предложения и скидки / Offers and discounts', 'offers.yaml', offersSchema),
          siteFile('running-costs', 'Расходы и тарифы / Running costs and tariffs', 'running-costs.yaml', runningCostsSchema),
          siteFile('services', 'Услуги: финансирование, гарантия, сервис / Services', 'services.yaml', servicesSchema),
          siteFile('about', 'О нас: история, команда, отзывы / About', 'about.yaml', aboutSchema),
          siteFile('needs', 'Главная: подбор по потребностям / Home page: shortcuts by need', 'needs.yaml', needsSchema),
        ],
      },
    ],
  };
}

/** config.yml as committed. */
export function cmsConfigText(): string {
  return `# Generated by scripts/content/cms-config.ts from content/schema.ts: do not edit; run npm run content:schema.\n${stringify(cmsConfig(), { lineWidth: 0 })}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  writeFileSync(CMS_CONFIG_FILE, cmsConfigText());
  writeFileSync(CONTENT_RULES_FILE, contentRulesText());
  console.log(`Editor configuration written to ${CMS_CONFIG_FILE}`);
}
