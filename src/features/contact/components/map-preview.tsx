import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { Button } from '../../../components/ui/button.js';
import { PictureFrame, PictureFrameFill } from '../../../components/ui/picture-frame.js';
import { PinIcon } from '../../../components/ui/icons.js';
import { mapEmbedSrc } from '../lib/maps.js';

/**
 * The showroom on a map, which loads from the map service only once the visitor asks
 * (docs/decisions/pages-shell.md#24): until then no request leaves the site.
 */
export function MapPreview() {
  const { t } = useTranslation('contact');
  const lang = useLang();
  const { company } = useShell();
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const address = `${company.address.street}, ${company.address.city}`;
  return (
    <PictureFrame as="div" $ratio="4 / 3" $tone="calmSurface" $radius="lg">
      {shown ? (
        <iframe
          ref={frameRef}
          src={mapEmbedSrc(company.geo, lang)}
          title={t('map.title', { address })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <Placeholder as="div">
          <PinIcon size={40} />
          <p>{address}</p>
          <Button
            type="button"
            onClick={() => {
              setShown(true);
              // The frame replaces the button: focus follows, so keyboard users are not dropped to the page's start.
              requestAnimationFrame(() => frameRef.current?.focus());
            }}
          >
            {t('map.show')}
          </Button>
          <small>{t('map.note')}</small>
        </Placeholder>
      )}
    </PictureFrame>
  );
}

const Placeholder = styled(PictureFrameFill)`
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.calm};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;
