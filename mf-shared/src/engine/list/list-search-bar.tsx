import FilterList from '@mui/icons-material/FilterList';
import Refresh from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { valueTypeOf, type FieldDecl, type PageDecl } from '@beantrail/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompactField } from '../../ui/compact-field';
import { Hint } from '../../ui/hint';
import { fieldOf, useFieldLabel } from '../engine-context';
import type { ListState } from './list-state';
import { useFieldOptions } from '../widgets/use-field-options';

type SearchDraft = Pick<ListState, 'searchSelect' | 'searchTitle' | 'searchType' | 'search'>;

/** A code field with the filter's own choices when its declaration names them (`codes` of a search param). */
function filterField(field: FieldDecl, codes: readonly string[] | undefined): FieldDecl {
  return codes && field.source ? { ...field, source: { ...field.source, codes, codesByRole: undefined } } : field;
}

/** A filter on one field: All / yes / no for flags, the field's options for choice fields, text otherwise. */
function FilterSelect({
  page,
  ns,
  field,
  value,
  onChange,
  testId,
  values,
}: {
  page: PageDecl;
  ns: string;
  field: FieldDecl;
  value: string;
  onChange: (v: string) => void;
  testId: string;
  values: Record<string, unknown>;
}) {
  const { t } = useTranslation('engine');
  const label = useFieldLabel(page, ns);
  const { options, ready } = useFieldOptions({ field, ns, pageId: page.id, values });
  const flag = valueTypeOf(field) === 'boolean';
  // A date is typed YYYY-MM-DD, as the server compares it and as the product writes dates in both
  // languages (a native date input shows the browser's own order, MM/DD/YYYY in an American one).
  const date = field.widget === 'date';
  if (!flag && !field.source)
    return (
      <CompactField
        label={label(field.name)}
        value={value}
        onChange={onChange}
        shrink={date}
        minWidth={140}
        inputProps={{ 'data-testid': testId, ...(date ? { placeholder: 'YYYY-MM-DD', maxLength: 10 } : {}) }}
      />
    );
  const choices = flag
    ? [
        { value: '1', label: 'O' },
        { value: '0', label: 'X' },
      ]
    : options;
  return (
    <CompactField
      select
      label={label(field.name)}
      value={value}
      onChange={onChange}
      disabled={!ready}
      minWidth={140}
      inputProps={{ 'data-testid': testId }}
    >
      <option value="">{t('list.all')}</option>
      {choices.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </CompactField>
  );
}

/** How many filters the list is searched by (the type, each search param, the search text): the phone's Filter badge. */
export function activeFilterCount(state: SearchDraft): number {
  return (state.searchType ? 1 : 0) + state.search.filter(Boolean).length + (state.searchTitle ? 1 : 0);
}

/**
 * Spec 000 §2 list search: searchSelect + searchTitle, searchType, search0…, a search and a reload button.
 * On a phone (`mobile`) the filters filled the first screen: they fold behind a Filter button that
 * counts the filters in use; a desktop keeps them inline (docs/ENGINE.md "Phone lists").
 */
export function ListSearchBar({
  page,
  ns,
  state,
  onSearch,
  onReload,
  mobile = false,
}: {
  page: PageDecl;
  ns: string;
  state: ListState;
  onSearch: (s: SearchDraft) => void;
  onReload: () => void;
  mobile?: boolean;
}) {
  const { t } = useTranslation('engine');
  const [open, setOpen] = useState(false);
  const label = useFieldLabel(page, ns);
  const decl = page.list?.search;
  const [draft, setDraft] = useState<SearchDraft>(state);
  // The URL is the truth: back/forward or a link replaces what the bar shows.
  useEffect(
    () =>
      setDraft({
        searchSelect: state.searchSelect,
        searchTitle: state.searchTitle,
        searchType: state.searchType,
        search: state.search,
      }),
    [state.searchSelect, state.searchTitle, state.searchType, state.search],
  );
  const titles = decl?.title ?? [];
  // Filter values by field, so a dependent filter (farm region after country) can load its options.
  const values: Record<string, unknown> = {};
  if (decl?.type) values[decl.type.field] = draft.searchType;
  (decl?.params ?? []).forEach((p, i) => (values[p.field] = draft.search[i]));
  const submit = () => {
    onSearch(draft);
    if (mobile) setOpen(false);
  };
  const reload = (
    <Hint title={t('list.reload')}>
      <IconButton onClick={onReload} aria-label={t('list.reload')} data-testid="list-reload">
        <Refresh />
      </IconButton>
    </Hint>
  );
  const count = activeFilterCount(state);
  const form = (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      component="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {decl?.type && (
        <FilterSelect
          page={page}
          ns={ns}
          field={fieldOf(page, decl.type.field)}
          value={draft.searchType}
          onChange={(v) => setDraft({ ...draft, searchType: v })}
          testId="list-search-type"
          values={values}
        />
      )}
      {(decl?.params ?? []).map((p, i) => (
        <FilterSelect
          key={p.field}
          page={page}
          ns={ns}
          field={filterField(fieldOf(page, p.field), p.codes)}
          value={draft.search[i] ?? ''}
          onChange={(v) => setDraft({ ...draft, search: draft.search.map((s, j) => (j === i ? v : s)) })}
          testId={`list-search-${i}`}
          values={values}
        />
      ))}
      {titles.length > 1 && (
        <CompactField
          select
          label={t('list.search_select')}
          value={draft.searchSelect}
          onChange={(v) => setDraft({ ...draft, searchSelect: v })}
          inputProps={{ 'data-testid': 'list-search-select' }}
        >
          <option value="">{t('list.search_all')}</option>
          {titles.map((f) => (
            <option key={f} value={f}>
              {label(f)}
            </option>
          ))}
        </CompactField>
      )}
      {titles.length > 0 && (
        <CompactField
          type="search"
          label={t('list.search_title')}
          value={draft.searchTitle}
          onChange={(v) => setDraft({ ...draft, searchTitle: v })}
          inputProps={{ 'data-testid': 'list-search-title' }}
        />
      )}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="list-search-btn">
        {t('list.search')}
      </Button>
      {/* Hint: MUI's Tooltip and Popper load on the first hover or focus, not with the list. */}
      {!mobile && reload}
    </Stack>
  );
  if (!mobile) return form;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Badge badgeContent={count} color="primary" data-testid="list-filter-count" data-count={count}>
          <Button
            variant="outlined"
            startIcon={<FilterList />}
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={`list-filters-${page.id}`}
            data-testid="list-filter-toggle"
          >
            {t('list.filter')}
          </Button>
        </Badge>
        {reload}
      </Stack>
      <Collapse in={open} id={`list-filters-${page.id}`} data-testid="list-filters" unmountOnExit>
        <Box sx={{ pt: 1 }}>{form}</Box>
      </Collapse>
    </Stack>
  );
}
