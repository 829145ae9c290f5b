import { ACCESS, importRoutes } from '@bahi/domain/contract';
import {
  IMPORT_FIELDS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  type ImportKind,
  type ImportOnMatch,
  type ImportPreview,
} from '@bahi/domain/schemas';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { useCan } from '../../app/session/session';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { downloadBlob } from '../../lib/export/download-blob';
import { fileToBase64, kindFromAddress, problemColumn } from './import-file';

// Import from Excel (.xlsx) or CSV: choose what to import, download the template, choose the file,
// check which column each field is read from, preview every row's problems or what would be
// created, updated and skipped, then import (all rows or none).

const KIND_OPTIONS = IMPORT_KINDS.map((kind) => ({ value: kind, label: IMPORT_KIND_LABELS[kind] }));
const NOT_IN_FILE = '';
/** A file with thousands of bad rows lists the first of them; the count says how many more. */
const SHOWN_PROBLEMS = 500;

type Loaded = { fileName: string; content: string };

export function ImportPage() {
  const canImport = useCan(ACCESS.accounts);
  const [search, setSearch] = useSearchParams();
  const kind = kindFromAddress(search.get('kind'));
  const [file, setFile] = useState<File | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<Record<string, string | null> | null>(null);
  const [onMatch, setOnMatch] = useState<ImportOnMatch>('update');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  /** The columns were changed since the last preview: preview again before importing. */
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState<'preview' | 'import' | 'template' | null>(null);
  const queryClient = useQueryClient();

  if (!canImport) {
    return <Text>Importing needs the Owner or Accountant role.</Text>;
  }

  const reset = () => {
    setFile(null);
    setLoaded(null);
    setMapping(null);
    setPreview(null);
    setFileError(null);
    setStale(false);
  };

  const chooseKind = (value: string | null) => {
    if (!value || value === kind) return;
    reset();
    setSearch({ kind: value }, { replace: true });
  };

  const runPreview = async (
    source: Loaded,
    columns: Record<string, string | null> | null,
    match: ImportOnMatch,
  ) => {
    setBusy('preview');
    setFileError(null);
    try {
      const answer = await callApi(importRoutes.preview, {
        params: { kind },
        body: {
          file_name: source.fileName,
          content_base64: source.content,
          on_match: match,
          ...(columns ? { mapping: columns } : {}),
        },
      });
      setPreview(answer);
      setMapping(answer.mapping);
    } catch (error) {
      setPreview(null);
      if (error instanceof ApiError && (error.status === 400 || error.status === 422))
        setFileError(error.message);
      else notifyFailure({ title: 'The file could not be checked.', detail: describeFailure(error) });
    } finally {
      setBusy(null);
    }
  };

  const chooseFile = async (chosen: File | null) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    const source = { fileName: chosen.name, content: await fileToBase64(chosen) };
    setLoaded(source);
    await runPreview(source, null, onMatch);
  };

  const changeMapping = (field: string, column: string | null) => {
    setMapping((current) => ({ ...(current ?? {}), [field]: column === NOT_IN_FILE ? null : column }));
    setStale(true);
  };

  const previewAgain = async () => {
    if (!loaded) return;
    setStale(false);
    await runPreview(loaded, mapping, onMatch);
  };

  const chooseOnMatch = async (value: string) => {
    const match = value === 'skip' ? 'skip' : 'update';
    setOnMatch(match);
    if (loaded && !stale) await runPreview(loaded, mapping, match);
  };

  const downloadTemplate = () => {
    setBusy('template');
    callApi(importRoutes.template, { params: { kind } })
      .then((blob) => downloadBlob(`Bahi_${kind}_template.xlsx`, blob))
      .catch((error: unknown) =>
        notifyFailure({ title: 'The template could not be downloaded.', detail: describeFailure(error) }),
      )
      .finally(() => setBusy(null));
  };

  const runImport = async () => {
    if (!loaded || !mapping) return;
    setBusy('import');
    try {
      const result = await callApi(importRoutes.commit, {
        params: { kind },
        body: { file_name: loaded.fileName, content_base64: loaded.content, on_match: onMatch, mapping },
      });
      notifySuccess(
        `${IMPORT_KIND_LABELS[kind]} imported: ${result.created} created, ${result.updated} updated, ${result.skipped} skipped.`,
      );
      await queryClient.invalidateQueries();
      reset();
    } catch (error) {
      notifyFailure({ title: 'Nothing was imported.', detail: describeFailure(error) });
      await runPreview(loaded, mapping, onMatch);
    } finally {
      setBusy(null);
    }
  };

  const problems = preview?.problems ?? [];
  const canCommit = preview !== null && !stale && problems.length === 0 && preview.rows > 0 && busy === null;
  const columnOptions = [
    { value: NOT_IN_FILE, label: '(not in the file)' },
    ...(preview?.columns ?? [])
      .filter((column) => column !== '')
      .map((column) => ({ value: column, label: column })),
  ];

  return (
    <Stack gap="md" maw={960}>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <Select
              label="What to import"
              data={KIND_OPTIONS}
              value={kind}
              onChange={chooseKind}
              allowDeselect={false}
              w={220}
            />
            <Button variant="default" onClick={downloadTemplate} loading={busy === 'template'}>
              Download template (.xlsx)
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            The template's first row names the columns as the forms name the fields; the second row is an
            example to replace. Excel workbooks (.xlsx) and CSV files are read.
          </Text>
          <FileInput
            label="File"
            placeholder="Choose an .xlsx or .csv file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(chosen) => void chooseFile(chosen)}
            error={fileError}
            clearable
            w={420}
          />
        </Stack>
      </Card>

      {mapping && preview && (
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
                  onChange={(column) => changeMapping(field.key, column)}
                  allowDeselect={false}
                />
              ))}
            </SimpleGrid>
            <Radio.Group
              label="A row that matches a record already there"
              value={onMatch}
              onChange={(value) => void chooseOnMatch(value)}
            >
              <Group mt={4}>
                <Radio value="update" label="Update the record" />
                <Radio value="skip" label="Skip the row" />
              </Group>
            </Radio.Group>
            <Group>
              <Button variant="default" onClick={() => void previewAgain()} loading={busy === 'preview'}>
                Preview
              </Button>
              <Button onClick={() => void runImport()} disabled={!canCommit} loading={busy === 'import'}>
                Import
              </Button>
            </Group>
          </Stack>
        </Card>
      )}

      {preview && !stale && <PreviewResult kind={kind} preview={preview} />}
    </Stack>
  );
}

function PreviewResult({ kind, preview }: { kind: ImportKind; preview: ImportPreview }) {
  const { problems } = preview;
  if (problems.length === 0) {
    return (
      <Alert color="green" title={`${preview.rows} rows read, no problems`}>
        {`To create: ${preview.to_create} · To update: ${preview.to_update} · To skip: ${preview.to_skip}`}
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
              <Table.Th w={80}>Row</Table.Th>
              <Table.Th w={180}>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
              <Table.Tr key={`${problem.row}-${problem.field}-${problem.message}`}>
                <Table.Td>{problem.row}</Table.Td>
                <Table.Td>{problemColumn(kind, problem)}</Table.Td>
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
