import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * One import style: a relative import names its file, `.js` for a TypeScript module
 * (TypeScript, Vite, Vitest, Playwright and tsx map it to the .ts/.tsx source) and
 * `.json` for JSON. Vercel runs api/ as native ESM, which needs the extension, so the
 * whole codebase writes imports the one way that works everywhere.
 */
const importStyle = {
  rules: {
    'relative-extension': {
      meta: {
        type: 'problem',
        messages: { missing: "Relative import '{{spec}}' must name its file: '.js' for a TypeScript module, '.json' for JSON." },
      },
      create(context) {
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec === 'string' && /^\.{1,2}\//.test(spec) && !/\.(js|json)$/.test(spec)) {
            context.report({ node: node.source, messageId: 'missing', data: { spec } });
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

// Imports flow one way (docs/architecture.md): shared, then lib and components → features → pages and app.
const REACT = ['react', 'react-dom', 'react-dom/*', 'react-router-dom', 'react-i18next', 'styled-components', 'vite-react-ssg'];
const NODE_ONLY = { group: ['**/server/**', '**/api/**', 'node:*'], message: 'src/ runs in the browser: no server or Node imports.' };
const CONTENT = {
  group: ['**/content/**', '!**/content/schema.values.js', '**/locales/**'],
  allowTypeImports: true,
  message: 'Content and strings reach pages through their build-time route data (src/app/build/), never by import.',
};
// A page's data.ts, src/app/build/ and the page table run at build time only: browser code imports their types.
const BUILD_ONLY = {
  group: ['**/data.js', '**/app/build/**', '**/app/page-table.js'],
  allowTypeImports: true,
  message: "Build-time modules (a page's data.ts, src/app/build/, the page table) never reach the browser: import their types only.",
};
// A page composes features: it reads its data and strings and puts the parts together; no styled blocks of its own.
const PAGE_STYLES = { name: 'styled-components', message: 'Pages compose features; styles live with the components.' };
const up = (...dirs) =>
  dirs.map((dir) => ({
    group: [`**/${dir}/**`],
    message: `This layer does not import from ${dir}/ (imports flow lib → components → features → pages/app).`,
  }));
const features = readdirSync(new URL('./src/features', import.meta.url));

const COLOUR = /#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(/;

const restrict = (files, patterns, paths = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [NODE_ONLY, ...patterns], paths }] },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.vite-react-ssg-temp', 'test-results', 'playwright-report', 'public', 'tests/fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-style': importStyle },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-style/relative-extension': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(only|skip)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'No focused or skipped tests on main.',
        },
      ],
    },
  },
  // content/ is the ground floor: it reads its files and builds on shared/, never on the site's code.
  {
    files: ['content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**'], message: 'content/ imports nothing from src/: what both need lives in shared/.' }] },
      ],
    },
  },
  // shared/ is what content/, src/ (browser included), api/ and scripts all use: plain TypeScript that depends on none of them.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/content/**', '**/api/**', '**/server/**', '**/locales/**', 'node:*'],
              message: 'shared/ is plain TypeScript for every side: it imports none of src/, content/, api/, server/ nor Node.',
            },
          ],
          paths: [...REACT, ...builtinModules].map((name) => ({ name, message: 'shared/ is plain TypeScript: no React, no Node.' })),
        },
      ],
    },
  },
  restrict(['src/**/*.{ts,tsx}'], [CONTENT, BUILD_ONLY]),
  // The staff editor (src/editor/) is a page of its own at /admin, never part of the public site: it runs content/'s
  // checks in the browser over the repository's files in memory, and speaks locales/*/editor.json.
  restrict(['src/editor/**/*.ts'], []),
  // The build-time route data (src/app/build/, the page table, each page's data.ts) is the one place in src/ that reads content/ and locales/.
  restrict(['src/app/build/**/*.ts', 'src/app/page-table.ts', 'src/pages/*/data.ts'], []),
  restrict(['src/pages/**/*.{ts,tsx}'], [CONTENT, BUILD_ONLY], [PAGE_STYLES]),
  restrict(['src/pages/*/data.ts'], [], [PAGE_STYLES]),
  restrict(
    ['src/lib/**/*.ts'],
    [CONTENT, ...up('components', 'features', 'pages', 'app')],
    [
      ...REACT.map((name) => ({ name, message: 'src/lib is plain TypeScript: no React.' })),
      // The route table (src/lib/paths.ts) reads paths with the router's own pure matchPath.
      {
        name: 'react-router',
        allowImportNames: ['matchPath', 'PathParam'],
        message: 'src/lib is plain TypeScript: no React.',
      },
    ],
  ),
  restrict(['src/components/**/*.{ts,tsx}'], [CONTENT, ...up('features', 'pages', 'app')]),
  ...features.map((feature) =>
    restrict(
      [`src/features/${feature}/**/*.{ts,tsx}`],
      [
        CONTENT,
        ...up('pages', 'app'),
        ...features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`**/features/${other}/**`],
            message: `A feature does not import another feature (${other}): move what both need to components/ or lib/.`,
          })),
      ],
    ),
  ),
  // A colour is a theme token: literal colours live in src/styles/theme.ts only.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/styles/theme.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `TemplateElement[value.raw=${COLOUR}]`, message: 'Colours come from the theme (src/styles/theme.ts).' },
        { selector: `Literal[value=${COLOUR}]`, message: 'Colours come from the theme (src/styles/theme.ts).' },
      ],
    },
  },
);
