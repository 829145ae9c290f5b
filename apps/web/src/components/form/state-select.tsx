import { STATES } from '@bahi/domain';
import { Select, type SelectProps } from '@mantine/core';

const STATE_OPTIONS = STATES.map((state) => ({ value: state.code, label: `${state.code} ${state.name}` }));

/** The State box of a party or of the shop: a state by its code or name, and a button to empty it. */
export function StateSelect(props: Omit<SelectProps, 'label' | 'data' | 'searchable' | 'clearable'>) {
  return (
    <Select
      label="State"
      data={STATE_OPTIONS}
      searchable
      clearable
      clearButtonProps={{ title: 'Clear State' }}
      {...props}
    />
  );
}
