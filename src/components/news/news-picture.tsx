import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { ArticleImage } from '../../lib/news.js';
import { PICTURE_SIZE } from '../../lib/pictures.js';
import { HIGH_FETCH_PRIORITY } from '../ui/fetch-priority.js';
import { PictureFrame, PictureFrameFill } from '../ui/picture-frame.js';

interface NewsPictureProps {
  image: ArticleImage;
  sizes: string;
  priority?: boolean;
}

/**
 * An article's picture, 3:2. If it fails to load (docs/decisions/pages-news.md#list) an inline placeholder
 * takes its place, named by the same alt text, so the card keeps its shape.
 */
export function NewsPicture({ image, sizes, priority = false }: NewsPictureProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A pre-rendered image can fail before the page hydrates, when onError is not listening yet.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <PictureFrame>
      {failed ? (
        <Placeholder role="img" aria-label={image.alt}>
          <svg viewBox="0 0 48 32" width="72" height="48" aria-hidden="true" focusable="false">
            <rect x="1" y="1" width="46" height="30" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="14" cy="11" r="4" fill="currentColor" />
            <path d="M4 28l12-10 8 6 8-8 12 12z" fill="currentColor" />
          </svg>
          <span>{t('news.imageFailed')}</span>
        </Placeholder>
      ) : (
        <img
          ref={ref}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? sizes : undefined}
          alt={image.alt}
          width={PICTURE_SIZE.width}
          height={PICTURE_SIZE.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          {...(priority ? HIGH_FETCH_PRIORITY : {})}
        />
      )}
    </PictureFrame>
  );
}

const Placeholder = styled(PictureFrameFill)`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
