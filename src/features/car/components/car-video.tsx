import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { IconFrame } from '../../../components/ui/icon-frame.js';
import { PlayIcon } from '../../../components/ui/icons-extra.js';
import type { Picture } from '../../../lib/pictures.js';
import { carVideo } from '../../../lib/video.js';

const VideoDialog = lazy(() => import('../../../components/ui/video-dialog.js'));

/**
 * docs/decisions/pages-catalogue-and-car.md#car-page: our own picture with a play button; the player (and every
 * request to YouTube) comes only after the click (docs/decisions/pages-shell.md#24). A car with no chosen
 * video has no video block at all: the heading does not render this, and a link that names no video renders nothing.
 */
export function CarVideo({ link, name, poster }: { link: string; name: string; poster: Picture }) {
  const { t } = useTranslation('car');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const video = carVideo(link);
  if (!video) return null;
  return (
    <>
      <Preview
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <img src={poster.src} alt="" width={240} height={160} loading="lazy" decoding="async" />
        <Play>
          <PlayIcon size={22} />
        </Play>
        <Text>
          <strong>{t('video.play', { name })}</strong>
          <small>{t('video.opensPlayer')}</small>
        </Text>
      </Preview>
      {requested && (
        <Suspense fallback={null}>
          <VideoDialog
            open={open}
            onClose={() => setOpen(false)}
            embedUrl={video.embedUrl}
            title={t('video.title', { name })}
            closeLabel={t('video.close')}
          />
        </Suspense>
      )}
    </>
  );
}

const Preview = styled.button`
  display: grid;
  grid-template-columns: 120px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  position: relative;
  img {
    grid-row: 1;
    grid-column: 1;
    width: 120px;
    height: 80px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const Play = styled(IconFrame).attrs({ $size: 40, $radius: 'pill', $tone: 'media' })`
  grid-row: 1;
  grid-column: 1;
  justify-self: center;
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
