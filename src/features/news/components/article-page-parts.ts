/** The frame of an article's page: its spacing, the size of its heading and of 'Read also'. */
import { styled } from 'styled-components';
import { Container } from '../../../components/ui/container.js';

export const ArticlePageBody = styled.div`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.section};
  #read-also {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  header h1 {
    margin: ${({ theme }) => theme.space.sm} 0;
    font-size: clamp(1.75rem, 2.5vw + 1rem, 2.5rem);
    line-height: 1.2;
  }
`;

/** A readable measure for the text: about 70 characters. */
export const ArticleColumn = styled(Container)`
  max-width: 800px;
`;
