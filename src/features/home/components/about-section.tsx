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
import { ExampleFactsNote } from '../../../components/layout/example-facts-note.js';
import type { HomeTermValues } from '../lib/terms.js';

const VideoDialog = lazy(() => import('../../../components/ui/video-dialog.js'));

/** The claims the section names (docs/decisions/company-facts.md#38), in its order; then the savings when shown, and the tour video. */
const ABOUT_CLAIMS = ['foundedYear', 'yearsOfExperience', 'customers', 'satisfactionPercent', 'certification', 'inspectionPoints'] as const;

/**
 * docs/decisions/pages-home-about-contact.md#home: the company in a few paragraphs and a dealership-tour video that loads
 * only on request. The savings against European brands are a comparison: shown with their basis, or not at all.
 */
export function AboutSection({ terms }: { terms: HomeTermValues }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const { company } = useShell();
  const [videoOpen, setVideoOpen] = useState(false);
  // The dialog's code loads on the first click and then stays, so it can hand focus back on close.
  const [videoRequested, setVideoRequested] = useState(false);
  const embed = youtubeEmbedUrl(company.tourVideo.url);
  const { title } = company.tourVideo;
  const { facts } = company;
  const savings = facts.savingsPercent;

  return (
    <Section id="about" aria-labelledby="about-title">
      <Grid>
        <div>
          <SectionTitle id="about-title">{t('about.title')}</SectionTitle>
          <Paragraph>
            {t('about.history', {
              foundedYear: facts.foundedYear,
              years: facts.yearsOfExperience,
              customers: formatNumber(facts.customers, lang),
              satisfaction: facts.satisfactionPercent,
              certification: facts.certification,
            })}
          </Paragraph>
          <Paragraph>{t('about.cars', { inspection: facts.inspectionPoints })}</Paragraph>
          {savings && (
            <Paragraph>
              {t('about.savings', { savingsMin: savings.min, savingsMax: savings.max })}
              <Basis>{t('basis', { basis: savings.basis })}</Basis>
            </Paragraph>
          )}
          <Paragraph>{t('about.afterSale', terms)}</Paragraph>
          <ExampleFactsNote ids={[...ABOUT_CLAIMS, ...(savings ? (['savingsPercent'] as const) : []), 'tourVideo']} />
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
              <span>{title ? t('about.playFilm', { title }) : t('about.playVideo')}</span>
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
            title={title ? t('about.filmTitle', { title }) : t('about.videoTitle')}
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

/** What was compared with what, and when: under the claim, in smaller type. */
const Basis = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
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
