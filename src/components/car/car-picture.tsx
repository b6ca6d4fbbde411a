import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { HIGH_FETCH_PRIORITY } from '../ui/fetch-priority.js';
import { PictureFrame } from '../ui/picture-frame.js';
import { PICTURE_SIZE, type Picture } from '../../lib/pictures.js';

interface CarPictureProps {
  picture: Picture;
  name: string;
  /** How wide the picture is shown, for a photo's srcset (a drawing is one file for every screen). */
  sizes: string;
  /** The picture a page shows first: loaded at once and before other images. */
  priority?: boolean;
  className?: string;
}

/**
 * One view of a car, 3:2, with alt text in the page's language. A drawing says so in a
 * small note on its lower left (the save button is top right, the badges top left).
 */
export function CarPicture({ picture, name, sizes, priority = false, className }: CarPictureProps) {
  const { t } = useTranslation();
  const view = t(`car.views.${picture.view}`);
  return (
    <PictureFrame className={className}>
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.srcSet ? sizes : undefined}
        alt={picture.drawing ? t('car.pictureAltDrawing', { name, view }) : t('car.pictureAlt', { name, view })}
        width={PICTURE_SIZE.width}
        height={PICTURE_SIZE.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? HIGH_FETCH_PRIORITY : {})}
      />
      {picture.drawing && <DrawingNote aria-hidden="true">{t('car.illustration')}</DrawingNote>}
    </PictureFrame>
  );
}

/** The «Иллюстрация» note; the phone's compact card moves it to the picture's top, clear of the wheels. */
export const DrawingNote = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  padding: 1px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.mediaCaption};
  color: ${({ theme }) => theme.color.onMedia};
  font-size: 0.6875rem;
  font-weight: 600;
  letter-spacing: 0.02em;
`;
