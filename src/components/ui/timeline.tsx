import { styled } from 'styled-components';

export interface TimelineEntry {
  year: number;
  title: string;
  description: string;
}

/** Years down a line, each with what happened: the company's story, a brand's history. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <List>
      {entries.map((entry) => (
        <li key={`${entry.year}-${entry.title}`}>
          <Year>{entry.year}</Year>
          <div>
            <h3>{entry.title}</h3>
            <p>{entry.description}</p>
          </div>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  /* The line that joins the years. */
  &::before {
    content: '';
    position: absolute;
    top: 0.5rem;
    bottom: 0.5rem;
    left: calc(2.75rem - 1px);
    width: 2px;
    background: ${({ theme }) => theme.color.border};
  }
  li {
    position: relative;
    display: grid;
    grid-template-columns: 5.5rem 1fr;
    gap: ${({ theme }) => theme.space.md};
    align-items: start;
  }
  h3 {
    margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    max-width: 65ch;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Year = styled.span`
  position: relative;
  justify-self: center;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 700;
`;
