import type { PageDecl, RecordValues } from '@beantrail/contracts';
import { Form, FormSpy } from 'react-final-form';
import { DetailFields } from './detail-fields';
import type { DetailMode } from './detail-mode';
import './detail-setup';

/**
 * A declaration's fields in a form without a server: every field visible, editable unless the
 * mode is view. For previews (the admin widget gallery) and for custom sections that reuse the
 * widgets outside a generic page.
 */
export function FieldsPreview({
  page,
  ns,
  mode,
  initialValues,
  locale,
  onValues,
}: {
  page: PageDecl;
  ns: string;
  mode: DetailMode;
  initialValues: RecordValues;
  locale: 'kr' | 'en';
  onValues?: (values: RecordValues) => void;
}) {
  return (
    <Form<RecordValues> onSubmit={() => undefined} initialValues={initialValues} subscription={{}}>
      {() => (
        <>
          <DetailFields
            page={page}
            ns={ns}
            mode={mode}
            access={() => ({ view: true, edit: mode !== 'view' })}
            locale={locale}
          />
          {onValues && <FormSpy subscription={{ values: true }} onChange={({ values }) => onValues(values)} />}
        </>
      )}
    </Form>
  );
}
