import { styled } from 'styled-components';
import { formatIsoDate } from '../../lib/dates.js';
import { useLang } from '../layout/use-lang.js';

import type { Source } from '../../lib/sources.js';

export type { Source };

/** One source in a sentence: its title as a link, then its publisher and the day it was checked. */
export function SourceCitation({ source, checkedLabel }: { source: Source; checkedLabel: (date: string) => string }) {
  const lang = useLang();
  return (
    <>
      <a href={source.url} rel="noopener noreferrer" target="_blank">
        {source.title}
      </a>{' '}
      ({source.publisher}, {checkedLabel(formatIsoDate(source.checked, lang))})
    </>
  );
}

/** The sources a text rests on (an article, a brand's history, a guide), each with the day it was checked. */
export function SourceList({ sources, checkedLabel }: { sources: Source[]; checkedLabel: (date: string) => string }) {
  return (
    <List>
      {sources.map((source) => (
        <li key={source.url}>
          <SourceCitation source={source} checkedLabel={checkedLabel} />
        </li>
      ))}
    </List>
  );
}

/** A titled block of sources at the end of a page (a brand's history, a guide). */
export function SourcesSection({
  id,
  title,
  ...list
}: {
  id: string;
  title: string;
  sources: Source[];
  checkedLabel: (date: string) => string;
}) {
  return (
    <Sources aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <SourceList {...list} />
    </Sources>
  );
}

const Sources = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const List = styled.ol`
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    overflow-wrap: anywhere;
  }
`;
