import type { ImportKind, ImportPreview } from '@bahi/domain/schemas';
import { Alert, Card, Checkbox, Stack, Table, Text } from '@mantine/core';
import { problemColumn } from './import-file';

// What the preview found: the categories the file names that the shop does not have (created with
// the import when ticked), and every row's problem with the column, the text read there and the
// record's name, so a code Excel shortened ('902' for 0902) is found in the file at once.

/** A file with thousands of bad rows lists the first of them; the count says how many more. */
const SHOWN_PROBLEMS = 500;

type NewCategoriesProps = {
  names: readonly string[];
  create: boolean;
  busy: boolean;
  onChange: (create: boolean) => void;
};

export function NewCategories({ names, create, busy, onChange }: NewCategoriesProps) {
  const count = names.length === 1 ? '1 category' : `${names.length} categories`;
  return (
    <Alert color={create ? 'blue' : 'yellow'} title={`The file names ${count} not in Bahi yet`}>
      <Stack gap="xs">
        <Text size="sm" aria-label="New categories">
          {names.join(', ')}
        </Text>
        <Checkbox
          label={`Create ${names.length === 1 ? 'it' : 'them'} with the import`}
          checked={create}
          disabled={busy}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      </Stack>
    </Alert>
  );
}

export function PreviewResult({ kind, preview }: { kind: ImportKind; preview: ImportPreview }) {
  const { problems } = preview;
  if (problems.length === 0) {
    const categories = preview.new_categories.length;
    return (
      <Alert color="green" title={`${preview.rows} rows read, no problems`}>
        {`To create: ${preview.to_create} · To update: ${preview.to_update} · To skip: ${preview.to_skip}`}
        {categories > 0 && ` · New categories: ${categories}`}
      </Alert>
    );
  }
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Alert color="red" title={`${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`}>
          Nothing can be imported until every row is right: correct the file and choose it again, or change
          the columns above.
        </Alert>
        <Table striped aria-label="Problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>Row</Table.Th>
              <Table.Th w={150}>Column</Table.Th>
              <Table.Th w={140}>Value read</Table.Th>
              <Table.Th w={200}>Record</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
              <Table.Tr key={`${problem.row}-${problem.field}-${problem.message}`}>
                <Table.Td>{problem.row}</Table.Td>
                <Table.Td>{problem.column ?? problemColumn(kind, problem)}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  {problem.value === null || problem.value === undefined ? '' : `"${problem.value}"`}
                </Table.Td>
                <Table.Td>{problem.record ?? ''}</Table.Td>
                <Table.Td>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {problems.length > SHOWN_PROBLEMS && (
          <Text size="sm">{`… and ${problems.length - SHOWN_PROBLEMS} more: the first ${SHOWN_PROBLEMS} are listed.`}</Text>
        )}
      </Stack>
    </Card>
  );
}
