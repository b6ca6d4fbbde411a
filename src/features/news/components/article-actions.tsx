import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useStoredValue } from '../../../components/hooks/use-stored-value.js';
import { HeartIcon } from '../../../components/ui/icons-extra.js';
import { chip } from '../../../components/ui/chip-list.js';
import { SHARE_NETWORKS, shareLinks } from '../../../lib/news.js';
import { media } from '../../../styles/theme.js';
import {
  FEEDBACK_KEY,
  NO_FEEDBACK,
  NO_SAVED,
  parseFeedback,
  parseSavedSlugs,
  pressFeedback,
  SAVED_ARTICLES_KEY,
  toggleSlug,
  type Feedback,
} from '../lib/article-prefs.js';

interface ArticleActionsProps {
  slug: string;
  title: string;
  /** The article's public address, as shared. */
  url: string;
}

/** docs/decisions/pages-news.md#article: helpful / not helpful, save, and the share menu; the first two are kept in the browser. */
export function ArticleActions({ slug, title, url }: ArticleActionsProps) {
  const { t } = useTranslation('news');
  const [feedback, setFeedback] = useStoredValue(FEEDBACK_KEY, parseFeedback, NO_FEEDBACK);
  const [saved, setSaved] = useStoredValue(SAVED_ARTICLES_KEY, parseSavedSlugs, NO_SAVED);
  const mine = feedback[slug] ?? null;
  const isSaved = saved.includes(slug);
  const questionId = useId();

  const choice = (value: Feedback) => (
    <Toggle type="button" aria-pressed={mine === value} onClick={() => setFeedback((current) => pressFeedback(current, slug, value))}>
      {t(`article.feedback.${value}`)}
    </Toggle>
  );

  return (
    <Bar>
      <Group role="group" aria-labelledby={questionId}>
        <span id={questionId}>{t('article.feedback.question')}</span>
        {choice('yes')}
        {choice('no')}
      </Group>
      <Toggle type="button" aria-pressed={isSaved} onClick={() => setSaved((current) => toggleSlug(current, slug))}>
        <HeartIcon filled={isSaved} size={18} /> {isSaved ? t('article.saved') : t('article.save')}
      </Toggle>
      <ShareMenu title={title} url={url} />
      <Thanks role="status">{mine ? t('article.feedback.thanks') : ''}</Thanks>
    </Bar>
  );
}

/** docs/decisions/pages-news.md#article: networks open in a new window and close the menu; copy link says whether it worked. */
function ShareMenu({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('news');
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const links = shareLinks(url, title);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
    setOpen(false);
  };

  return (
    <Share ref={root}>
      <Toggle
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((value) => !value);
          setCopy('idle');
        }}
      >
        <span aria-hidden="true">↗</span> {t('article.share.button')}
      </Toggle>
      <Menu id={menuId} hidden={!open} aria-label={t('article.share.menu')}>
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a href={links[network]} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
              {t(`article.share.${network}`)}
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={copyLink}>
            {t('article.share.copy')}
          </button>
        </li>
      </Menu>
      <CopyStatus role="status">
        {copy === 'copied' ? t('article.share.copied') : copy === 'failed' ? t('article.share.copyFailed', { url }) : ''}
      </CopyStatus>
    </Share>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-block: 1px solid ${({ theme }) => theme.color.border};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  > span {
    font-weight: 600;
  }
  /* On a phone: the question, its two answers, then save and share on their own row. */
  ${media.down('md')} {
    flex-basis: 100%;
  }
`;

const Toggle = styled.button`
  ${chip}
  gap: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.calmSurface};
    color: ${({ theme }) => theme.color.calm};
  }
`;

const Share = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  z-index: 10;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  min-width: 14rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  &[hidden] {
    display: none;
  }
  a,
  button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: none;
    background: none;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.color.surface};
    }
  }
`;

const CopyStatus = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.success};
  &:empty {
    display: none;
  }
`;

const Thanks = styled.p`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  &:empty {
    display: none;
  }
`;
