import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { Button } from '../../../components/ui/button.js';
import { Field, Input } from '../../../components/ui/form-controls.js';
import { paths } from '../../../lib/paths.js';

/**
 * The catalogue's search box on a missing page: a plain GET form to the catalogue with `?q=`,
 * the catalogue's own search parameter (features/catalog/lib/catalog-query.ts), so it works
 * before and without JavaScript. Its code loads when the page is idle (not-found-content.tsx).
 */
export function CatalogueSearch() {
  const lang = useLang();
  const { t } = useTranslation('not-found');
  // Before hydration the document holds both languages' pages: ids must differ.
  const titleId = useId();
  return (
    <Form role="search" aria-labelledby={titleId} action={paths.catalog(lang)} method="get">
      <Title id={titleId}>{t('search.title')}</Title>
      <Row>
        <Field label={t('search.label')}>
          {(control) => <Input {...control} type="search" name="q" placeholder={t('search.placeholder')} autoComplete="off" />}
        </Field>
        <Button type="submit">{t('search.submit')}</Button>
      </Row>
    </Form>
  );
}

const Form = styled.form`
  max-width: 40rem;
  margin: 0 0 ${({ theme }) => theme.space.xl};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

/** The button beside the box, level with it (the label sits above both). */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;
