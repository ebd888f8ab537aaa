import type { ComponentProps } from 'react';
import { LazyPart } from '../../ui/lazy-part';
import { lazyWithRetry } from '../../ui/lazy-with-retry';

/**
 * The detail form and the fields preview, each loaded when first drawn: a list page is the first
 * page of most areas, and the form's code (final-form, the widgets, their MUI parts, the built-in
 * sections) was a fifth of its first load (docs/FRONTEND.md "What the first page loads").
 * The list starts loading it when the pointer or focus comes to a row or the New button
 * (`preloadDetail`), so opening a record rarely waits for it.
 */
const loadDetailView = () => import(/* webpackChunkName: "engine-detail" */ './entity-detail-view');
const loadFieldsPreview = () => import(/* webpackChunkName: "engine-preview" */ './fields-preview');

type DetailViewProps = ComponentProps<typeof import('./entity-detail-view').EntityDetailView>;
type PreviewProps = ComponentProps<typeof import('./fields-preview').FieldsPreview>;

// A chunk that failed to arrive is fetched again on the next try (LoadFailed's retry).
const DetailView = lazyWithRetry<DetailViewProps>(() => loadDetailView().then((m) => m.EntityDetailView));
const Preview = lazyWithRetry<PreviewProps>(() => loadFieldsPreview().then((m) => m.FieldsPreview));

let preloaded = false;
/** Starts loading the detail form's code (once; the browser keeps the chunk). */
export function preloadDetail(): void {
  if (preloaded) return;
  preloaded = true;
  void loadDetailView().catch(() => {
    preloaded = false;
  });
}

/** A record's detail (or a new record's form) from its page declaration: see entity-detail-view.tsx. */
export function EntityDetailView(props: DetailViewProps) {
  return (
    <LazyPart>
      <DetailView {...props} />
    </LazyPart>
  );
}

/** A declaration's fields in a form without a server: see fields-preview.tsx. */
export function FieldsPreview(props: PreviewProps) {
  return (
    <LazyPart>
      <Preview {...props} />
    </LazyPart>
  );
}
