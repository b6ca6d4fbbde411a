import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CarPicture } from '../../../components/car/car-picture.js';
import { prefersReducedMotion } from '../../../components/hooks/scroll.js';
import { VisuallyHidden } from '../../../components/ui/container.js';
import { ChevronIcon } from '../../../components/ui/icons-extra.js';
import { swipeStep, wrapIndex } from '../../../lib/gallery.js';
import type { Picture } from '../../../lib/pictures.js';
import { media } from '../../../styles/theme.js';

interface CarGalleryProps {
  name: string;
  pictures: Picture[];
}

/**
 * docs/decisions/pages-catalogue-and-car.md#car-page: previous and next wrapping around, an 'n / total' counter, a
 * 4-column thumbnail grid; the arrow keys turn it while focus is inside, a swipe on a
 * touch screen too. The first picture is in the HTML; the others load when shown.
 */
export function CarGallery({ name, pictures }: CarGalleryProps) {
  const { t } = useTranslation('car');
  const { t: tc } = useTranslation();
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const strip = useRef<HTMLUListElement>(null);
  const count = pictures.length;
  const go = (step: number) => setIndex((current) => wrapIndex(current + step, count));
  const picture = pictures[index]!;

  // On a phone the thumbnails are one row that scrolls: keep the current one in it.
  useEffect(() => {
    const list = strip.current;
    const current = list?.children[index] as HTMLElement | undefined;
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({
      left: current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const step = swipeStep(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (step) go(step);
  };

  return (
    <Gallery aria-roledescription={t('gallery.roledescription')} aria-label={t('gallery.label', { name })} onKeyDown={onKeyDown}>
      <Stage data-print="picture" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (start.current = null)}>
        <CarPicture key={picture.src} picture={picture} name={name} sizes="(min-width: 1024px) 640px, 100vw" priority={index === 0} />
        <Arrow type="button" $side="left" onClick={() => go(-1)} aria-label={t('gallery.previous')}>
          <ChevronIcon size={24} style={{ transform: 'rotate(90deg)' }} />
        </Arrow>
        <Arrow type="button" $side="right" onClick={() => go(1)} aria-label={t('gallery.next')}>
          <ChevronIcon size={24} style={{ transform: 'rotate(-90deg)' }} />
        </Arrow>
        <Counter aria-live="polite" aria-atomic="true" data-print="hide">
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
          <VisuallyHidden>{t('gallery.position', { n: index + 1, total: count, view: tc(`car.views.${picture.view}`) })}</VisuallyHidden>
        </Counter>
      </Stage>
      <Thumbs ref={strip} data-print="hide">
        {pictures.map((thumb, i) => (
          <li key={thumb.src}>
            <Thumb
              type="button"
              onClick={() => setIndex(i)}
              aria-current={i === index ? 'true' : undefined}
              aria-label={t('gallery.show', { n: i + 1, view: tc(`car.views.${thumb.view}`) })}
            >
              <img src={thumb.src} alt="" width={120} height={80} loading="lazy" decoding="async" />
            </Thumb>
          </li>
        ))}
      </Thumbs>
    </Gallery>
  );
}

const Gallery = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Stage = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  touch-action: pan-y;
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space.sm};
  transform: translateY(-50%);
  /* On a phone, at the top, clear of a side view's nose and tail. */
  ${media.down('sm')} {
    top: ${({ theme }) => theme.space.sm};
    transform: none;
  }
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.overlayLight};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.card};
  cursor: pointer;
`;

const Counter = styled.p`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.mediaCaption};
  color: ${({ theme }) => theme.color.onMedia};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** Four columns of two rows; below 640 px one row that scrolls sideways, a little of the fifth showing, so the summary comes sooner. */
const Thumbs = styled.ul`
  position: relative;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - 4 * ${({ theme }) => theme.space.xs}) / 4.4);
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  > li {
    scroll-snap-align: start;
  }
  ${media.up('sm')} {
    grid-auto-flow: row;
    grid-template-columns: repeat(4, 1fr);
    gap: ${({ theme }) => theme.space.sm};
    overflow: visible;
  }
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
`;
