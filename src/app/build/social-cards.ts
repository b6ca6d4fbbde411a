/**
 * Build time only: the site's social images (src/lib/social-image.ts), from the content: one per car
 * and per article in each language, and the site image of each language, each with what it says, its
 * picture and its alt text. The pages' heads name them (PageHead.image); the build draws them
 * (scripts/build/social-images.ts) from the same cards, so a tag never names a file that was not drawn.
 */
import { carPicture, getArticlesIn, getCars, getCompany, getSiteUrl, type Article, type Car } from '../../../content/index.js';
import { CAR_VIEWS, isDrawing } from '../../../shared/picture-views.js';
import { loadStrings } from '../../../locales/index.js';
import { LANGS, type Lang } from '../../../shared/lang.js';
import { formatList } from '../../../shared/lists.js';
import { createI18n } from '../../i18n/index.js';
import { toCarBase } from '../../lib/car-model.js';
import { formatByn } from '../../lib/format.js';
import { HERO_PICTURE, heroCars } from '../../lib/pictures.js';
import { SOCIAL_CAR_VIEW, SOCIAL_IMAGE, socialImagePath, type HeadImage, type SocialCardText } from '../../lib/social-image.js';
import { carSummaries, catalogueWords } from './site-data.js';

export interface SocialCard {
  /** Site path of the image. */
  path: string;
  lang: Lang;
  text: SocialCardText;
  /**
   * Site path of its picture file, found as the pages find it (content/cars.ts): a photo uploaded
   * in the editor or dropped beside a drawing wins over the drawing.
   */
  picture: string;
  /** Describes the image, in its language. */
  alt: string;
}

const translators = new Map<Lang, ReturnType<typeof createI18n>['t']>();
/** The image texts' strings, and the shell's words they use (the makers). Read at build time only: no page ships `social`. */
function translate(lang: Lang) {
  let t = translators.get(lang);
  if (!t) {
    t = createI18n(lang, loadStrings(lang, ['common', 'home', 'social']), catalogueWords(lang)).t;
    translators.set(lang, t);
  }
  return t;
}

const host = () => new URL(getSiteUrl()).host;
const dealer = (lang: Lang) => getCompany().name[lang];

export function carCard(car: Car, lang: Lang): SocialCard {
  const t = translate(lang);
  const { name, slug, priceBYN } = toCarBase(car, getCompany().usdToByn);
  const picture = car.images[CAR_VIEWS.indexOf(SOCIAL_CAR_VIEW)]!;
  const price = formatByn(priceBYN, lang);
  // A drawing is called one, as on the pages.
  const pictureAlt = t(isDrawing(picture) ? 'common:car.pictureAltDrawing' : 'common:car.pictureAlt', {
    name,
    view: t(`common:car.views.${SOCIAL_CAR_VIEW}`),
  });
  return {
    path: socialImagePath({ kind: 'car', slug }, lang),
    lang,
    text: { kind: 'car', dealer: dealer(lang), name, price, host: host(), illustration: t('common:car.illustration') },
    picture,
    alt: t('social:car', { picture: pictureAlt, price, dealer: dealer(lang) }),
  };
}

function articlePicture(article: Article): string {
  const picture = carPicture(article.image.car, article.image.view);
  if (!picture) throw new Error(`social images: no car ${article.image.car} for the article ${article.slug}`);
  return picture;
}

export function articleCard(article: Article, lang: Lang): SocialCard {
  const t = translate(lang);
  const categoryName = t(`common:news.categories.${article.category}`);
  return {
    path: socialImagePath({ kind: 'article', slug: article.slug }, lang),
    lang,
    text: {
      kind: 'article',
      dealer: dealer(lang),
      category: article.category,
      categoryName,
      title: article.title,
      host: host(),
      illustration: t('common:car.illustration'),
    },
    picture: articlePicture(article),
    alt: t('social:article', { title: article.title, category: categoryName, picture: article.image.alt }),
  };
}

/** The image of every other page: the dealer, what it sells, and the home page's line-up of cars. */
export function siteCard(lang: Lang): SocialCard {
  const t = translate(lang);
  const tagline = t('common:site.tagline');
  const models = heroCars(carSummaries()).map((car) => `${car.manufacturer} ${car.model}`);
  const picture = HERO_PICTURE.src;
  return {
    path: socialImagePath({ kind: 'site' }, lang),
    lang,
    text: { kind: 'site', dealer: dealer(lang), tagline, makers: catalogueWords(lang).makersCommas },
    picture,
    alt: t('social:site', { dealer: dealer(lang), tagline, picture: t('home:hero.imageAlt', { models: formatList(lang, models) }) }),
  };
}

/** Every image the site has: each car's and article's in both languages, and the site image of each. */
export function socialCards(): SocialCard[] {
  return LANGS.flatMap((lang) => [
    siteCard(lang),
    ...getCars().map((car) => carCard(car, lang)),
    ...getArticlesIn(lang).map((article) => articleCard(article, lang)),
  ]);
}

/** What a page's head says of its image. */
export function headImage(card: SocialCard): HeadImage {
  return { src: card.path, width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, type: SOCIAL_IMAGE.type, alt: card.alt };
}
