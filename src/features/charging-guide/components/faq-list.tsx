import { styled } from 'styled-components';
import { Head } from 'vite-react-ssg';
import { serializeJsonLd } from '../../../lib/json-ld.js';
import { faqPageJsonLd } from '../../../lib/structured-data.js';

/** Questions and answers as native disclosure widgets: keyboard and screen-reader ready, and found by the browser's page search. */
export function FaqList({ items }: { items: { q: string; a: string }[] }) {
  return (
    <List>
      {import.meta.env.SSR && items.length > 0 && (
        <Head>
          <script type="application/ld+json">
            {serializeJsonLd(faqPageJsonLd(items.map((item) => ({ question: item.q, answer: item.a }))))}
          </script>
        </Head>
      )}
      {items.map((item) => (
        <details key={item.q}>
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </List>
  );
}

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  details {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  summary {
    min-height: 44px;
    padding: ${({ theme }) => theme.space.md};
    font-weight: 700;
    cursor: pointer;
  }
  p {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }
`;
