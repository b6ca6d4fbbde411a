import { styled } from 'styled-components';

/**
 * docs/decisions/company-facts.md#32: says that what a section shows is a placeholder the dealer replaces.
 * Pages render it only while their content is marked as an example, which a production
 * build refuses, so visitors of the real site never see it (`data-example-note`: the audit leaves it out
 * of the bytes a page ships).
 */
export const ExampleNote = styled.p.attrs({ role: 'note', 'data-example-note': '' })`
  max-width: 65ch;
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningSurface};
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
