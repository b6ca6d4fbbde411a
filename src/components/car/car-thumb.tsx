import type { Picture } from '../../lib/pictures.js';

/**
 * A car's picture as a small thumbnail beside its name (the comparison's choices and its
 * column heads): decorative, as the name names it; 3:2 by its size attributes, so the
 * space is kept before it loads.
 */
export function CarThumb({ picture, sizes }: { picture: Picture; sizes: string }) {
  return (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      alt=""
      width={300}
      height={200}
      loading="lazy"
      decoding="async"
    />
  );
}
