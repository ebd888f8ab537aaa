import { optionLabelKey, type CodeEntry, type LookupReply } from '@beantrail/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiReply } from '../../api/api-client';
import { codeGroupsQueryOptions } from '../../api/codes';
import { selectedRole, useAuthStore } from '../../auth/auth-store';
import { codeOptions, dataCacheKey, dataOptions, dataParams, dependenciesMet, type SelectOption } from './options';
import { OPTION_CACHE_MS } from './widget-values';
import type { WidgetProps } from './widget-types';

export interface FieldOptions {
  options: SelectOption[];
  loading: boolean;
  /** False while a dependent select waits for the field it depends on. */
  ready: boolean;
  reload: () => Promise<unknown>;
}

/** A cache key's sorted `a=1&b=2` parameters without one of them. */
const withoutParam = (sorted: string, name: string) =>
  sorted
    .split('&')
    .filter((p) => !p.startsWith(`${name}=`))
    .join('&');

/**
 * The options of a choice field: static values (labels from i18n), a code group through the
 * shared code loader, or a data URL (POST, cached 1 h per url + params + user, 000 §7).
 */
export function useFieldOptions(props: Pick<WidgetProps, 'field' | 'ns' | 'pageId' | 'values'>): FieldOptions {
  const { t, i18n } = useTranslation(props.ns);
  const source = props.field.source ?? {};
  const user = useAuthStore((s) => s.user?.userseq);
  // The caller's selected role, when the choices depend on it (OptionSource.codesByRole).
  const role = useAuthStore((s) =>
    source.codesByRole ? selectedRole(s, source.codesByRole.scope)?.user_auth : undefined,
  );
  const only = (role && source.codesByRole?.byRole[role]) || source.codes;
  const locale = i18n.language === 'en' ? 'en' : 'kr';
  const group = source.codeGroup;
  const codes = useQuery({ ...codeGroupsQueryOptions(group ? [group] : []), enabled: !!group });
  const params = dataParams(source, props.values, props.values?.[props.field.name]);
  const ready = !source.dataUrl || dependenciesMet(source, props.values);
  const key = dataCacheKey(source.dataUrl ?? '', params, user);
  const data = useQuery({
    queryKey: [...key, locale],
    queryFn: async () => (await apiReply<LookupReply>(source.dataUrl ?? '', { method: 'POST', body: params })).result,
    enabled: !!source.dataUrl && ready,
    staleTime: OPTION_CACHE_MS,
    gcTime: OPTION_CACHE_MS,
    // Choosing another value changes only the current-value parameter: the list stays while it reloads.
    placeholderData: (previous, previousQuery) =>
      source.currentParam &&
      previousQuery &&
      withoutParam(String(previousQuery.queryKey[2]), source.currentParam) === withoutParam(key[2], source.currentParam)
        ? previous
        : undefined,
  });

  let options: SelectOption[] = [];
  if (source.options)
    options = source.options.map((v) => ({
      value: String(v),
      label: t(optionLabelKey({ id: props.pageId }, props.field.name, v), { defaultValue: String(v) }),
    }));
  else if (group)
    options = codeOptions(
      group,
      (codes.data?.[group]?.list ?? []) as CodeEntry[],
      locale,
      source.codeFilter,
      only,
      props.values?.[props.field.name],
    );
  else if (source.dataUrl) options = dataOptions(data.data ?? [], source, locale);

  return {
    options,
    loading: (!!group && codes.isLoading) || (!!source.dataUrl && ready && data.isLoading),
    ready,
    reload: () => (group ? codes.refetch() : source.dataUrl ? data.refetch() : Promise.resolve()),
  };
}
