import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Container } from '../../../components/ui/container.js';
import { PlayIcon } from '../../../components/ui/icons-extra.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';
import { formatNumber } from '../../../lib/format.js';
import { youtubeEmbedUrl } from '../../../lib/video.js';
import { media } from '../../../styles/theme.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';

const VideoDialog = lazy(() => import('../../../components/ui/video-dialog.js'));

/** docs/decisions/pages-home-about-contact.md#home: three paragraphs and a dealership-tour video that loads only on request. */
export function AboutSection() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const { company } = useShell();
  const [videoOpen, setVideoOpen] = useState(false);
  // The dialog's code loads on the first click and then stays, so it can hand focus back on close.
  const [videoRequested, setVideoRequested] = useState(false);
  const embed = youtubeEmbedUrl(company.tourVideo.url);
  const facts = {
    foundedYear: company.facts.foundedYear,
    years: company.facts.yearsOfExperience,
    customers: formatNumber(company.facts.customers, lang),
    satisfaction: company.facts.satisfactionPercent,
    certification: company.facts.certification,
    inspection: company.facts.inspectionPoints,
    savingsMin: company.facts.savingsPercent.min,
    savingsMax: company.facts.savingsPercent.max,
  };
  const paragraphs = t('about.paragraphs', { returnObjects: true, ...facts }) as string[];

  return (
    <Section id="about" aria-labelledby="about-title">
      <Grid>
        <div>
          <SectionTitle id="about-title">{t('about.title')}</SectionTitle>
          {paragraphs.map((paragraph) => (
            <Paragraph key={paragraph.slice(0, 24)}>{paragraph}</Paragraph>
          ))}
        </div>
        <Preview>
          <img src={company.tourVideo.poster} alt={t('about.imageAlt')} width={1200} height={800} loading="lazy" decoding="async" />
          {embed && (
            <PlayButton
              type="button"
              onClick={() => {
                setVideoRequested(true);
                setVideoOpen(true);
              }}
              aria-haspopup="dialog"
            >
              <PlayIcon size={32} />
              <span>{t('about.playVideo')}</span>
            </PlayButton>
          )}
        </Preview>
      </Grid>
      {embed && videoRequested && (
        <Suspense fallback={null}>
          <VideoDialog
            open={videoOpen}
            onClose={() => setVideoOpen(false)}
            embedUrl={embed}
            title={t('about.videoTitle')}
            closeLabel={t('about.closeVideo')}
          />
        </Suspense>
      )}
    </Section>
  );
}

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${media.up('lg')} {
    grid-template-columns: 1.1fr 1fr;
  }
`;

const Paragraph = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Preview = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  img {
    width: 100%;
  }
`;

const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: none;
  background: ${({ theme }) => theme.color.mediaOverlay};
  color: ${({ theme }) => theme.color.onMedia};
  font-weight: 700;
  cursor: pointer;
  svg {
    box-sizing: content-box;
    padding: 18px;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.play};
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  span {
    padding: 2px 10px;
    border-radius: 6px;
    background: ${({ theme }) => theme.color.mediaCaption};
  }
  &:hover svg {
    transform: scale(1.08);
  }
`;
