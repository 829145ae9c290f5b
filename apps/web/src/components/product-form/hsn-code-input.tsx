import { hsnCodeRoutes } from '@bahi/domain/contract';
import type { HsnCodeList } from '@bahi/domain/schemas';
import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

// The HSN Code field: suggestions from the GST HSN/SAC master while typing, by the code's first
// digits or by words of its description; the chosen or typed code's description shows beneath.

const SUGGESTIONS = 20;

type Props = { value: string; error?: string | undefined; onChange: (code: string) => void };

export function HsnCodeInput({ value, error, onChange }: Props) {
  const [typed] = useDebouncedValue(value.trim(), 200);
  const query = { q: typed, limit: SUGGESTIONS };
  const found = useQuery({
    queryKey: [hsnCodeRoutes.search.path, query],
    queryFn: ({ signal }) => callApi(hsnCodeRoutes.search, { query }, signal),
    enabled: typed.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const codes: HsnCodeList['data'] = typed.length >= 2 ? (found.data?.data ?? []) : [];
  const descriptionOf = new Map(codes.map((code) => [code.code, code.description]));
  return (
    <Autocomplete
      label="HSN Code"
      placeholder="Digits, or words such as basmati rice"
      inputMode="search"
      autoComplete="off"
      name="hsn_code"
      value={value}
      onChange={onChange}
      error={error}
      description={descriptionOf.get(value.trim())}
      data={codes.map((code) => code.code)}
      // The server has already matched digits or words; the input's own filter would drop word matches.
      filter={({ options }) => options}
      maxDropdownHeight={260}
      renderOption={({ option }) => (
        <div>
          <Text size="sm" fw={600}>
            {option.value}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {descriptionOf.get(option.value)}
          </Text>
        </div>
      )}
    />
  );
}
