import { Button, Combobox, Group, TextInput, useCombobox } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { filterByName, hasEnoughToSearch, MIN_SEARCH_LENGTH } from './filter-by-name';
import { TwoLineOption } from './two-line-option';

export type SearchPickerProps<Item extends { id: number; name: string }> = {
  label: string;
  placeholder: string;
  items: readonly Item[] | undefined;
  loading: boolean;
  /** Shown under the box when the items could not be loaded. */
  error: string | undefined;
  /**
   * A message about the choice itself ('Please select a supplier.'), shown under the box like any
   * field message; unlike `error` it leaves the suggestions open so the user can fix the choice.
   */
  fieldError?: string | undefined;
  /** The second line of a suggestion: MRP, rate, GST and HSN, or phone, email and GSTIN. */
  renderDetails: (item: Item) => ReactNode;
  onSelect: (item: Item) => void;
  /**
   * The name of the item chosen now, shown in the box: a restored draft or a record just added
   * through quick add is chosen without typing.
   */
  selectedName?: string | null;
  /** '+ Add supplier' under the box, and Alt+{letter} in it: add a record named as typed. */
  quickAdd?: { label: string; letter: string; onOpen: (typed: string) => void };
};

/**
 * A search box with suggestions (products, customers, suppliers): filters from the third
 * character, arrow keys move through the suggestions, Enter picks, Escape closes; the list is at
 * most 150 px tall and scrolls.
 */
export function SearchPicker<Item extends { id: number; name: string }>(props: SearchPickerProps<Item>) {
  const {
    label,
    placeholder,
    items,
    loading,
    error,
    fieldError,
    renderDetails,
    onSelect,
    selectedName,
    quickAdd,
  } = props;
  const [search, setSearch] = useState(selectedName ?? '');
  useEffect(() => {
    if (selectedName) setSearch(selectedName);
  }, [selectedName]);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const matches = filterByName(items ?? [], search);

  const pick = (id: string) => {
    const item = matches.find((candidate) => String(candidate.id) === id);
    if (!item) return;
    setSearch(item.name);
    onSelect(item);
    combobox.closeDropdown();
  };

  // Enter pressed while the suggestions were still loading: the top one is taken when they come,
  // unless the text was changed meanwhile. A clerk who types ahead of the screen loses nothing.
  const [pickOnArrival, setPickOnArrival] = useState<string | null>(null);
  const topMatch = matches[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: pick closes over the same matches.
  useEffect(() => {
    if (pickOnArrival === null || loading) return;
    setPickOnArrival(null);
    if (topMatch && pickOnArrival === search && !error) pick(String(topMatch.id));
  }, [pickOnArrival, loading, topMatch, search, error]);

  let status: string | null = null;
  if (!hasEnoughToSearch(search)) status = `Type at least ${MIN_SEARCH_LENGTH} letters of the name`;
  else if (loading) status = 'Loading...';
  else if (error) status = error;
  else if (matches.length === 0)
    status = quickAdd ? `No matches: Alt+${quickAdd.letter} adds one` : 'No matches';

  const box = (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={search}
          autoComplete="off"
          description={loading ? 'Loading...' : undefined}
          error={error ?? fieldError}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPickOnArrival(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter with no suggestion highlighted takes the top one, as the invoice form's boxes do.
            const top = matches[0];
            if (
              event.key === 'Enter' &&
              !event.ctrlKey &&
              !event.metaKey &&
              status === null &&
              top &&
              combobox.dropdownOpened &&
              combobox.getSelectedOptionIndex() === -1
            ) {
              event.preventDefault();
              pick(String(top.id));
              return;
            }
            if (event.key === 'Enter' && loading && hasEnoughToSearch(search)) {
              event.preventDefault();
              setPickOnArrival(search);
              return;
            }
            if (quickAdd && event.altKey && event.code === `Key${quickAdd.letter}`) {
              event.preventDefault();
              combobox.closeDropdown();
              quickAdd.onOpen(search === selectedName ? '' : search);
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={150} style={{ overflowY: 'auto' }}>
          {status !== null ? (
            <Combobox.Empty>{status}</Combobox.Empty>
          ) : (
            matches.map((item) => (
              <Combobox.Option value={String(item.id)} key={item.id}>
                <TwoLineOption name={item.name} details={renderDetails(item)} />
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
  if (!quickAdd) return box;
  return (
    <div>
      {box}
      <Group justify="flex-end" mt={2}>
        <Button
          variant="subtle"
          size="compact-xs"
          // Out of the Tab order, which runs from box to box: the keyboard has Alt+letter instead.
          tabIndex={-1}
          title={`Alt+${quickAdd.letter} in the ${label} box`}
          onClick={() => quickAdd.onOpen(search === selectedName ? '' : search)}
        >
          {quickAdd.label}
        </Button>
      </Group>
    </div>
  );
}
