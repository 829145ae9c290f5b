import { IMPORT_FIELDS, type ImportKind, type ImportOnMatch } from '@bahi/domain/schemas';
import { Button, Card, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';

// The import screen's Columns card: which column of the file each field is read from, what to do
// with a row that matches a record already there, then Preview and Import.

/** The choice of a field the file does not have. */
export const NOT_IN_FILE = '';

type Props = {
  kind: ImportKind;
  /** The file's column headings, as the preview read them. */
  fileColumns: readonly string[];
  mapping: Record<string, string | null>;
  onMapping: (field: string, column: string | null) => void;
  onMatch: ImportOnMatch;
  onChooseOnMatch: (value: string) => void;
  busy: 'preview' | 'import' | 'template' | null;
  canCommit: boolean;
  onPreview: () => void;
  onImport: () => void;
};

export function ImportColumnsCard({ kind, fileColumns, mapping, busy, ...props }: Props) {
  const columnOptions = [
    { value: NOT_IN_FILE, label: '(not in the file)' },
    ...fileColumns.filter((column) => column !== '').map((column) => ({ value: column, label: column })),
  ];
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Text fw={600}>Columns</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {IMPORT_FIELDS[kind].map((field) => (
            <Select
              key={field.key}
              label={field.required ? `${field.label} *` : field.label}
              data={columnOptions}
              value={mapping[field.key] ?? NOT_IN_FILE}
              onChange={(column) => props.onMapping(field.key, column)}
              allowDeselect={false}
            />
          ))}
        </SimpleGrid>
        <Radio.Group
          label="A row that matches a record already there"
          value={props.onMatch}
          onChange={props.onChooseOnMatch}
        >
          <Group mt={4}>
            <Radio value="update" label="Update the record" />
            <Radio value="skip" label="Skip the row" />
          </Group>
        </Radio.Group>
        <Group>
          <Button variant="default" onClick={props.onPreview} loading={busy === 'preview'}>
            Preview
          </Button>
          <Button onClick={props.onImport} disabled={!props.canCommit} loading={busy === 'import'}>
            Import
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
