import { styled } from 'styled-components';
import { ExampleFactsNote } from '../../../components/layout/example-facts-note.js';

/**
 * What the roadside assistance includes, who pays and where it works (content/company.yaml `roadside`),
 * beside the promise, with the example mark while the dealer has not confirmed its own terms.
 */
export function RoadsideTerms({ title, terms }: { title: string; terms: string }) {
  return (
    <>
      <Terms>
        <strong>{title}</strong> {terms}
      </Terms>
      <ExampleFactsNote ids={['roadside']} />
    </>
  );
}

const Terms = styled.p`
  max-width: 48rem;
  margin: ${({ theme }) => theme.space.md} 0 0;
`;
