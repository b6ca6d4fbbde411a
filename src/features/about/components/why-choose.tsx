import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';
import { media } from '../../../styles/theme.js';
import type { ComparisonRow } from '../lib/about-content.js';
import { ExampleFactsNote } from '../../../components/layout/example-facts-note.js';
import type { ExampleFactId } from '../../../../content/company.js';

/**
 * docs/decisions/pages-home-about-contact.md#about: "why choose us", as a table of buying from the dealer against importing yourself;
 * `claims`: the company's claims its rows name, noted while they are examples (docs/decisions/company-facts.md#38).
 */
export function WhyChoose({ rows, claims }: { rows: ComparisonRow[]; claims: readonly ExampleFactId[] }) {
  const { t } = useTranslation('about');
  return (
    <Section aria-labelledby="why-title">
      <Container>
        <SectionTitle id="why-title">{t('why.title')}</SectionTitle>
        <SectionIntro>{t('why.intro')}</SectionIntro>
        <Table>
          <caption>{t('why.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('why.feature')}</th>
              <th scope="col">{t('why.dealer')}</th>
              <th scope="col">{t('why.selfImport')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td data-label={t('why.dealer')}>{row.dealer}</td>
                <td data-label={t('why.selfImport')}>{row.selfImport}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <ExampleFactsNote ids={claims} />
      </Container>
    </Section>
  );
}

const Table = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.space.xl};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  caption {
    /* The section's title says it on screen; the caption names the table for screen readers. */
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
    ${media.up('md')} {
      padding: ${({ theme }) => theme.space.md};
    }
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
  }
  thead th:nth-child(2) {
    color: ${({ theme }) => theme.color.primary};
  }
  tbody th {
    font-weight: 600;
  }
  /* The dealer's column stands out. */
  td:nth-child(2) {
    background: ${({ theme }) => theme.color.calmSurface};
    font-weight: 600;
  }
  td:nth-child(3) {
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* On a phone three columns do not fit: each row becomes a card, its cells labelled with their column. */
  ${media.down('md')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    tr {
      margin-bottom: ${({ theme }) => theme.space.md};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      overflow: hidden;
    }
    th,
    td {
      border-bottom: none;
    }
    tbody th {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
    td::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.color.textMuted};
      font-size: ${({ theme }) => theme.fontSize.xs};
      font-weight: 600;
    }
  }
`;
