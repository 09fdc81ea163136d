import { Autocomplete, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressRoutes, type AddressLookupResponse } from '@plotwise/contracts/api/address';
import { api } from '../../api/api';


/** The map's find_address tab: suggestions while typing (PDOK Locatieserver, or our BAG offline), then fly there. */
export function AddressSearch({ onFound }: { onFound: (place: AddressLookupResponse) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 250);
  const [error, setError] = useState<string | null>(null);
  const suggestions = useQuery({
    queryKey: ['address', 'search', q],
    queryFn: ({ signal }) => api.call(addressRoutes.search, { query: { q }, signal }),
    enabled: q.length >= 2,
    staleTime: 60_000,
  });
  const items = suggestions.data?.suggestions ?? [];
  const choose = async (label: string) => {
    const item = items.find((s) => s.label === label);
    if (!item) return;
    setError(null);
    try {
      onFound(await api.call(addressRoutes.lookup, { query: { id: item.id } }));
    } catch {
      setError(t('map.address.lookupFailed'));
    }
  };
  return (
    <div>
      <Autocomplete
        label={t('map.address.label')}
        placeholder={t('map.address.placeholder')}
        value={text}
        onChange={setText}
        data={items.map((s) => s.label)}
        onOptionSubmit={(v) => void choose(v)}
        rightSection={suggestions.isFetching ? <Loader size="xs" /> : null}
        filter={({ options }) => options}
        limit={10}
      />
      {suggestions.isError && (
        <Text size="sm" c="red" mt={4} role="alert">
          {t('map.address.searchFailed')}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" mt={4} role="alert">
          {error}
        </Text>
      )}
      {q.length >= 2 && suggestions.isSuccess && !items.length && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('map.address.noResults')}
        </Text>
      )}
    </div>
  );
}
