import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Container } from '../../../components/ui/container.js';
import { media } from '../../../styles/theme.js';
import type { GuideSection } from '../lib/guide-content.js';

/** A guide's body: its contents (sticky beside the text on a wide screen), then the text and what follows it. */
export function GuideLayout({ sections, children }: { sections: GuideSection[]; children: ReactNode }) {
  const { t } = useTranslation('guides');
  return (
    <Body>
      <Contents aria-label={t('guide.contents')}>
        <h2>{t('guide.contents')}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </Contents>
      <div>{children}</div>
    </Body>
  );
}

/** Its columns are as wide as the screen allows, never as wide as their widest content. */
const Body = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.section};
  ${media.up('nav')} {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`;

const Contents = styled.nav`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${media.up('nav')} {
    position: sticky;
    top: 88px;
    margin-top: ${({ theme }) => theme.space.xxl};
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  ol {
    margin: 0;
    padding-left: 1.2em;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;
