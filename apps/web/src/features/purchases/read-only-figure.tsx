import { Input, Text } from '@mantine/core';

type ReadOnlyFigureProps = { label: string; value: string; error?: string | undefined };

/**
 * A worked-out figure beside the inputs (a row's GST rate and total), labelled and lined up like
 * them but left out of the Tab order, so the keyboard goes from box to box.
 */
export function ReadOnlyFigure({ label, value, error }: ReadOnlyFigureProps) {
  return (
    <Input.Wrapper label={label} labelElement="div" error={error}>
      <Text size="sm" lh="36px" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Input.Wrapper>
  );
}
