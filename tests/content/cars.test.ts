import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { CARS_DIR, parseCar, readCarEntries, readCars } from '../../content/cars.js';
import { carCopies } from '../../content/car-copies.js';
import { ContentProblem } from '../../content/problems.js';
import { PROJECT_ROOT, PUBLIC_DIR } from '../../content/files.js';
import { pictureOrDrawing } from '../../content/pictures.js';
import { getBrands } from '../../content/index.js';
import { CAR_FIGURES, CAR_IMAGE_NAMES, HYBRID_FIGURES, type CarData } from '../../content/schema.js';
import { drawBrandLogo } from '../../scripts/images/draw-car.js';
import { brandLogos, contentDrawings, drawCarImage } from '../../scripts/images/generate.js';
import { makersOf, readBrandFiles } from '../../content/brands.js';
import { brandSlug, carSlug } from '../../shared/slug.js';
import { jsonSchemas, SCHEMA_DIR } from '../../scripts/content/json-schema.js';
import { readCarNames } from '../../api/_lib/car-names.js';

const cars = readCars();
/** What the build draws (scripts/build/drawings.ts): each picture the pages name that public/ has no file for. */
const drawings = contentDrawings();
/** A picture the pages name is a file in public/ or a drawing the build draws. */
const served = (sitePath: string) => existsSync(join(PUBLIC_DIR, sitePath)) || drawings.has(sitePath);
const file = (slug: string) => readFileSync(join(CARS_DIR, `${slug}.yaml`), 'utf8');
/** A car file's data, changed by `edit`, parsed as the build would. */
const parseEdited = (slug: string, edit: (data: CarData) => void) => {
  const data = parse(file(slug)) as CarData;
  edit(data);
  return () => parseCar(data, `${slug}.yaml`);
};

/**
 * docs/decisions/content-sourcing.md#car-data describes the launch catalogue: 40 cars, ids 1 to 40, their makers, models,
 * prices and stock. Those facts are pinned on those cars on purpose; a car staff add later
 * (the next id) is held to the rules every car keeps, never to a count.
 */
const LAUNCH_IDS = 40;
const launch = cars.filter((car) => car.id <= LAUNCH_IDS);

/** docs/decisions/content-sourcing.md#car-data: the manufacturers and their models (Li Auto does not sell an L9 Max: it is the L9 Ultra, with a note). */
const LINEUP: Record<string, string[]> = {
  Lixiang: ['L6 Pro', 'L6 Max', 'L7 Pro', 'L7 Max', 'L8 Pro', 'L8 Max', 'L9 Pro', 'L9 Ultra'],
  Xiaomi: ['YU7 Standard', 'YU7 Pro', 'YU7 Max', 'SU7 Standard', 'SU7 Pro', 'SU7 Max', 'SU7 Ultra'],
  Avatr: ['06 REEV', '06 EV', '07 REEV', '07 EV', '11 REEV', '11 EV'],
};

describe('the cars (docs/decisions/content-sourcing.md#car-data)', () => {
  it('have whole positive ids, each once, and one YAML file each named by its slug', () => {
    const ids = cars.map((car) => car.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0, `id ${id}`).toBe(true);
    for (const car of cars) expect(file(car.slug)).toContain(`name: ${car.name}`);
  });

  it('include the launch catalogue: ids 1 to 40', () => {
    expect(launch.map((car) => car.id)).toEqual(Array.from({ length: LAUNCH_IDS }, (_, i) => i + 1));
  });

  it('at launch are the models listed for Lixiang, Xiaomi and Avatr, with 19 Zeekr 7X, X, 001, 007 and 007 GT for the rest', () => {
    for (const [brand, models] of Object.entries(LINEUP)) {
      const names = launch.filter((car) => car.manufacturer === brand).map((car) => car.name);
      expect(names.sort(), brand).toEqual(models.map((model) => `${brand} ${model}`).sort());
    }
    const zeekr = launch.filter((car) => car.manufacturer === 'Zeekr');
    expect(zeekr).toHaveLength(19);
    for (const car of zeekr) expect(car.name).toMatch(/^Zeekr (7X|X|001|007|007 GT) /);
  });

  it('explain a name the maker does not use for the trim the spec lists', () => {
    const ultra = cars.find((car) => car.name === 'Lixiang L9 Ultra')!;
    expect(ultra.nameNote?.ru).toMatch(/Max/);
    expect(ultra.nameNote?.en).toMatch(/Max/);
  });

  // Prices and stock are the dealer's to change every week, in the editor at /admin (docs/editor.md):
  // no test pins the launch figures. The schema holds a price between 40,000 and 100,000 USD.
  it('have a whole positive price in USD', () => {
    for (const car of cars) expect(Number.isInteger(car.priceUSD) && car.priceUSD > 0, car.name).toBe(true);
  });

  it('have their text in both languages, with 4 features each', () => {
    for (const car of cars) {
      expect(car.description.ru, car.name).toMatch(/[а-яё]/i);
      expect(car.description.en, car.name).toMatch(/^[\x20-\x7E\u2013\u2014\u2019\u00B0\u00D7]+$/);
      expect(car.features.ru).toHaveLength(4);
      expect(car.features.en).toHaveLength(4);
      expect(car.color.ru).toMatch(/[а-яё]/i);
    }
  });

  it('call the maker Li Auto in English and «Li Auto (Lixiang)» at first mention in Russian (docs/decisions/content-sourcing.md#30)', () => {
    for (const car of cars.filter((c) => c.manufacturer === 'Lixiang')) {
      expect(car.description.en, car.name).toContain('Li Auto');
      expect(`${car.description.en} ${car.features.en.join(' ')}`, car.name).not.toContain('Lixiang');
      const ru = car.description.ru;
      expect(ru.indexOf('Li Auto'), car.name).toBe(ru.indexOf('Li Auto (Lixiang)'));
      expect(ru.replace('Li Auto (Lixiang)', ''), car.name).not.toContain('Lixiang');
      // The name note stands above the description on the car page: it may not name the maker first in another form.
      const page = `${car.nameNote?.ru ?? ''} ${ru}`;
      expect(page.indexOf('Li Auto'), car.name).toBe(page.indexOf('Li Auto (Lixiang)'));
      expect(car.nameNote?.en ?? '', car.name).not.toContain('Lixiang');
    }
  });

  it('have their 8 pictures, exterior first: a photo uploaded in the editor for that view, else in public/images/cars/<slug>/ or drawn', () => {
    for (const car of cars) {
      expect(car.images).toHaveLength(CAR_IMAGE_NAMES.length);
      CAR_IMAGE_NAMES.forEach((view, index) => {
        const picture = car.images[index]!;
        const uploaded = car.photos?.[view];
        if (uploaded) expect(picture, `${car.slug} ${view}`).toBe(uploaded);
        else expect(picture.replace(/\.\w+$/, ''), `${car.slug} ${view}`).toBe(`/images/cars/${car.slug}/${view}`);
        expect(served(picture), picture).toBe(true);
      });
    }
  });

  it('each view without a photo is drawn by the build from its own car file, and each brand without a logo from its name', () => {
    const entries = new Map(readCarEntries().map((car) => [car.slug, car]));
    for (const car of cars) {
      const drawn = car.images.flatMap((picture, index) => (existsSync(join(PUBLIC_DIR, picture)) ? [] : [{ picture, index }]));
      for (const { picture } of drawn) expect(drawings.has(picture), picture).toBe(true);
      // One view drawn per car is enough to see whose fields it is drawn from (all of them take 10-25 s beside the other tests).
      const first = drawn[0];
      if (first) expect(drawings.get(first.picture)!(), first.picture).toBe(drawCarImage(entries.get(car.slug)!, first.index));
    }
    for (const { slug, label } of brandLogos()) {
      const logo = pictureOrDrawing(`/images/brands/${slug}`);
      if (!existsSync(join(PUBLIC_DIR, logo))) expect(drawings.get(logo)?.(), logo).toBe(drawBrandLogo(label));
    }
  });

  it('have powertrain and body type (docs/decisions/content-sourcing.md#18)', () => {
    expect(new Set(cars.map((car) => car.specs.type))).toEqual(new Set(['electric', 'hybrid']));
    expect(launch.filter((car) => car.manufacturer === 'Lixiang').every((car) => car.specs.type === 'hybrid')).toBe(true);
    expect(cars.find((car) => car.name.startsWith('Xiaomi SU7'))?.bodyType).toBe('sedan');
  });

  it('have unique slugs equal to the slug rule', () => {
    const slugs = cars.map((car) => car.slug);
    expect(new Set(slugs).size).toBe(cars.length);
    for (const car of cars) expect(car.slug).toBe(carSlug(car.name, car.id));
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('give the footer its brand list: alphabetical, counted, each with a logo file', () => {
    const makers = [...new Set(cars.map((car) => car.manufacturer))].sort((a, b) => a.localeCompare(b, 'en'));
    const brands = getBrands();
    expect(brands.map((brand) => [brand.name, brand.carsCount])).toEqual(
      makers.map((maker) => [maker, cars.filter((car) => car.manufacturer === maker).length]),
    );
    for (const brand of brands) {
      expect(brand.logoUrl).toMatch(new RegExp(`^/images/brands/${brandSlug(brand.name)}\\.(svg|avif|webp|jpe?g|png)$`));
      expect(served(brand.logoUrl), brand.logoUrl).toBe(true);
    }
  });
});

describe('every figure names its source (docs/decisions/content-sourcing.md#31)', () => {
  it('each car has sources with an address, a check date and a market', () => {
    for (const car of cars) {
      expect(car.sources.length, car.name).toBeGreaterThan(0);
      for (const source of car.sources) {
        expect(source.url, car.name).toMatch(/^https?:\/\//);
        expect(source.checked >= '2024-01-01', `${car.name}: ${source.checked}`).toBe(true);
      }
    }
  });

  it("a source a buyer opens is the publisher's own page, never a dataset copy on GitHub (docs/decisions/content-sourcing.md#37)", () => {
    const copies = /^https:\/\/(?:github\.com|raw\.githubusercontent\.com|gist\.github\.com)\//;
    for (const car of cars) {
      for (const source of car.sources) expect(source.url, `${car.name}: ${source.title}`).not.toMatch(copies);
    }
    for (const brand of readBrandFiles()) {
      for (const source of brand.sources) expect(source.url, `${brand.slug}: ${source.title}`).not.toMatch(copies);
    }
  });

  it('each figure is either given with a source or listed as unsourced, never both', () => {
    for (const car of cars) {
      const covered = new Set(car.sources.flatMap((source) => source.figures));
      const unsourced = new Set(car.unsourced.map((entry) => entry.figure));
      for (const figure of CAR_FIGURES) {
        if ((HYBRID_FIGURES as readonly string[]).includes(figure) && car.specs.type === 'electric') continue;
        const present = car.specs[figure] !== undefined;
        expect(present ? covered.has(figure) : unsourced.has(figure), `${car.name}: ${figure}`).toBe(true);
        expect(present && unsourced.has(figure), `${car.name}: ${figure}`).toBe(false);
      }
    }
  });

  it('a figure without a source fails the build, naming it', () => {
    const withoutSource = parseEdited('zeekr-001-you', (car) => {
      for (const source of car.sources) source.figures = source.figures.filter((figure) => figure !== 'battery');
    });
    expect(withoutSource).toThrow(/zeekr-001-you\.yaml: specs\.battery: a figure names its source/);
  });

  it('a maker without a brand file fails the build, naming the car file and the makers there are', () => {
    const unknown = parseEdited('zeekr-001-you', (car) => {
      car.manufacturer = 'Nowhere Motors';
    });
    const makers = makersOf(readBrandFiles()).join(', ');
    expect(unknown).toThrow(`content/cars/zeekr-001-you.yaml: manufacturer: Nowhere Motors is not a maker of content/brands/ (${makers})`);
  });

  it('a figure left out without saying so fails the build', () => {
    const silent = parseEdited('zeekr-001-you', (car) => {
      delete car.specs.topSpeed;
    });
    expect(silent).toThrow(/specs\.topSpeed: missing: give the figure with its source, or list it under unsourced/);
  });

  it('a range always names its test cycle', () => {
    for (const car of cars) if (car.specs.range !== undefined) expect(['CLTC', 'WLTP'], car.name).toContain(car.specs.rangeCycle);
    const noCycle = parseEdited('zeekr-001-you', (car) => {
      delete car.specs.rangeCycle;
    });
    expect(noCycle).toThrow(/specs\.rangeCycle: a range names its test cycle/);
  });

  it("a hybrid's fuel tank and fuel use are its own: the build refuses them on an electric car, and a cycle without a figure", () => {
    const electric = parseEdited('zeekr-001-you', (car) => {
      car.specs.fuelTank = 45;
      car.specs.fuelConsumption = 6.2;
    });
    expect(electric).toThrow(/specs\.fuelTank: only range-extender hybrids have a fuel tank and fuel use/);
    expect(electric).toThrow(/specs\.fuelConsumption: only range-extender hybrids have a fuel tank and fuel use/);
    const cycleAlone = parseEdited('lixiang-l9-ultra', (car) => {
      delete car.specs.fuelConsumption;
      car.unsourced.push({ figure: 'fuelConsumption', note: 'test' });
      for (const source of car.sources) source.figures = source.figures.filter((figure) => figure !== 'fuelConsumption');
    });
    expect(cycleAlone).toThrow(/specs\.fuelCycle: a fuel cycle belongs to a fuel consumption figure/);
  });

  it('every range-extender hybrid gives its fuel tank and fuel use with a source, or says why not', () => {
    for (const car of cars.filter((c) => c.specs.type === 'hybrid')) {
      const covered = new Set(car.sources.flatMap((source) => source.figures));
      const unsourced = new Set(car.unsourced.map((entry) => entry.figure));
      for (const figure of ['fuelTank', 'fuelConsumption'] as const)
        expect(car.specs[figure] !== undefined ? covered.has(figure) : unsourced.has(figure), `${car.name}: ${figure}`).toBe(true);
    }
  });

  it('hybrids give their electric range as part of the total', () => {
    for (const car of cars.filter((c) => c.specs.type === 'hybrid')) {
      if (car.specs.electricRange !== undefined && car.specs.range !== undefined)
        expect(car.specs.electricRange, car.name).toBeLessThan(car.specs.range);
    }
  });
});

/**
 * Copy-paste guards (content/car-copies.ts): what a copied car keeps of another by mistake. The
 * build refuses each, so the editor does before a save; here, that they catch what they are for.
 */
describe('no copied descriptions or blocks of figures', () => {
  const byName = (name: string) => cars.find((car) => car.name === name)!;
  const kindsOf = (list: readonly (typeof cars)[number][]) => carCopies(list).map((copy) => [copy.kind, copy.car.name, copy.other.name]);

  it('no car keeps another’s description, or a block of figures on the other’s sources', () => {
    expect(kindsOf(cars)).toEqual([]);
  });

  it('catches a description copied word for word, naming the newer car', () => {
    const [older, newer] = [...cars].sort((a, b) => a.id - b.id);
    expect(kindsOf([newer!, { ...older!, description: newer!.description }])).toEqual([['description', newer!.name, older!.name]]);
  });

  it('catches a block copied from another car with its sources', () => {
    const donor = byName('Avatr 11 REEV');
    const copy = {
      ...byName('Avatr 07 REEV'),
      specs: {
        ...byName('Avatr 07 REEV').specs,
        battery: donor.specs.battery,
        range: donor.specs.range,
        electricRange: donor.specs.electricRange,
      },
      sources: donor.sources,
    };
    expect(kindsOf([donor, copy]).filter(([kind]) => kind === 'energy')).toHaveLength(1);
  });

  it('catches a 0-100 time that no common source backs', () => {
    const awd = byName('Zeekr 007 AWD');
    const performance = byName('Zeekr 007 AWD Performance');
    const shared = new Set(
      awd.sources.filter((source) => source.figures.includes('acceleration')).map((source) => source.dataset ?? source.url),
    );
    const unbacked = { ...performance, sources: performance.sources.filter((source) => !shared.has(source.dataset ?? source.url)) };
    expect(kindsOf([awd, unbacked]).filter(([kind]) => kind === 'acceleration')).toHaveLength(1);
  });

  it('the build refuses a copy, naming the copy’s file, its field and the car it came from', () => {
    const [older, newer] = [...cars].sort((a, b) => a.id - b.id);
    const dir = mkdtempSync(join(tmpdir(), 'car-copies-'));
    try {
      for (const car of [older!, newer!]) copyFileSync(join(CARS_DIR, `${car.slug}.yaml`), join(dir, `${car.slug}.yaml`));
      const copyFile = join(dir, `${newer!.slug}.yaml`);
      const copy = parse(readFileSync(copyFile, 'utf8')) as CarData;
      writeFileSync(copyFile, stringify({ ...copy, description: older!.description }));
      let refusal: unknown;
      try {
        readCarEntries(dir, [older!.manufacturer, newer!.manufacturer]);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(ContentProblem);
      expect(refusal).toMatchObject({
        file: `content/cars/${newer!.slug}.yaml`,
        issues: [{ code: 'car.copied-description', path: ['description', 'ru'], params: { other: older!.name } }],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('videos (issue 24: one chosen video of the model, or none; never a search)', () => {
  it('no car links a YouTube search or any other page than one video', () => {
    for (const car of cars) {
      if (car.video === undefined) continue;
      expect(car.video, car.slug).not.toMatch(/results\?|search_query|\/channel\/|\/playlist|[?&]list=/);
      expect(car.video, car.slug).toMatch(/^https:\/\/(www\.youtube\.com\/(watch\?v=|shorts\/|embed\/)|youtu\.be\/)[\w-]{11}\b/);
    }
  });

  it('each chosen video names its publication (channel, "title", date and the page at a citable address), never how it was looked up', () => {
    for (const car of cars) {
      expect(car.videoNote === undefined, car.slug).toBe(car.video === undefined);
      if (!car.videoNote) continue;
      const note = `${car.slug}: videoNote: <channel>, "<title>" (<date>; what it shows), <page URL>`;
      expect(car.videoNote, note).toMatch(/^[^,"]+, "[^"]+" \([^)]*\d{4}[^)]*\), .*https:\/\/\S+/);
      // The page of the video itself is a citable address of it.
      expect(car.videoNote, note).toContain(car.video!);
      // "found in", "searched", "not found": how someone looked for it, which is not where it was published.
      expect(car.videoNote, note).not.toMatch(/\b(found|search(ed|ing)?|looked up|via)\b/i);
    }
  });

  it('a search link fails the build; a car may have no video', () => {
    const search = parseEdited('zeekr-001-you', (car) => {
      car.video = 'https://www.youtube.com/results?search_query=Zeekr+001+review';
    });
    expect(search).toThrow(/zeekr-001-you\.yaml: video: a link to one YouTube video \(watch, youtu\.be, shorts or embed\), not a search/);
    const none = parseEdited('zeekr-001-you', (car) => {
      delete car.video;
      delete car.videoNote;
    });
    expect(none().video).toBeUndefined();
    const unexplained = parseEdited('zeekr-001-you', (car) => {
      delete car.videoNote;
    });
    expect(unexplained).toThrow(/videoNote: a video says where it was found/);
  });

  it('a note not in the publication form fails the build, so the editor refuses it before it reaches a test', () => {
    const loose = parseEdited('zeekr-001-you', (car) => {
      car.videoNote = 'found on YouTube';
    });
    expect(loose).toThrow(/videoNote: <channel>, "<title>"/);
    const elsewhere = parseEdited('zeekr-001-you', (car) => {
      car.videoNote = 'Zeekr, "Zeekr 001 launch" (2024; the launch), https://www.youtube.com/watch?v=aaaaaaaaaaa';
    });
    expect(elsewhere).toThrow(/videoNote: <channel>/);
  });
});

describe('the relay function', () => {
  it("gives the relay every car's name by its id, read from the car files", () => {
    expect(readCarNames()).toEqual(new Map(cars.map((car) => [car.id, car.name])));
  });
});

describe('editor hints', () => {
  it('the committed JSON Schemas are generated from the zod schemas (run npm run content:schema after changing them)', () => {
    for (const [file, text] of Object.entries(jsonSchemas())) expect(readFileSync(join(SCHEMA_DIR, file), 'utf8'), file).toBe(text);
  });

  it('the editor settings give every JSON Schema its content files (not a comment in each file: the staff editor keeps no comments)', () => {
    const settings = JSON.parse(readFileSync(join(PROJECT_ROOT, '.vscode', 'settings.json'), 'utf8')) as {
      'yaml.schemas': Record<string, string | string[]>;
    };
    const mapped = Object.keys(settings['yaml.schemas']).map((path) => path.replace(/^\.\//, ''));
    expect(mapped.sort()).toEqual(
      Object.keys(jsonSchemas())
        .map((file) => `content/schema/${file}`)
        .sort(),
    );
  });
});
