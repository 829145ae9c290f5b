import { ACCESS, importRoutes } from '@bahi/domain/contract';
import {
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  type ImportOnMatch,
  type ImportPreview,
} from '@bahi/domain/schemas';
import { Button, Card, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { useCan } from '../../app/session/session';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { downloadBlob } from '../../lib/export/download-blob';
import { ImportColumnsCard, NOT_IN_FILE } from './import-columns-card';
import { fileToBase64, kindFromAddress } from './import-file';
import { NewCategories, PreviewResult } from './import-preview';

// Import from Excel (.xlsx) or CSV: choose what to import, download the template, choose the file,
// check which column each field is read from, preview every row's problems or what would be
// created, updated and skipped, then import (all rows or none).

const KIND_OPTIONS = IMPORT_KINDS.map((kind) => ({ value: kind, label: IMPORT_KIND_LABELS[kind] }));

type Loaded = { fileName: string; content: string };

export function ImportPage() {
  const canImport = useCan(ACCESS.accounts);
  const [search, setSearch] = useSearchParams();
  const kind = kindFromAddress(search.get('kind'));
  const [file, setFile] = useState<File | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<Record<string, string | null> | null>(null);
  const [onMatch, setOnMatch] = useState<ImportOnMatch>('update');
  const [createCategories, setCreateCategories] = useState(false);
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
    setCreateCategories(false);
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
    create = createCategories,
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
          create_categories: create,
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
    await runPreview(source, null, onMatch, false);
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

  const chooseCreateCategories = async (create: boolean) => {
    setCreateCategories(create);
    if (loaded && !stale) await runPreview(loaded, mapping, onMatch, create);
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
        body: {
          file_name: loaded.fileName,
          content_base64: loaded.content,
          on_match: onMatch,
          create_categories: createCategories,
          mapping,
        },
      });
      const categories =
        result.categories_created > 0 ? `, ${result.categories_created} categories added` : '';
      notifySuccess(
        `${IMPORT_KIND_LABELS[kind]} imported: ${result.created} created, ${result.updated} updated, ${result.skipped} skipped${categories}.`,
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
        <ImportColumnsCard
          kind={kind}
          fileColumns={preview.columns}
          mapping={mapping}
          onMapping={changeMapping}
          onMatch={onMatch}
          onChooseOnMatch={(value) => void chooseOnMatch(value)}
          busy={busy}
          canCommit={canCommit}
          onPreview={() => void previewAgain()}
          onImport={() => void runImport()}
        />
      )}

      {preview && !stale && preview.new_categories.length > 0 && (
        <NewCategories
          names={preview.new_categories}
          create={createCategories}
          busy={busy !== null}
          onChange={(create) => void chooseCreateCategories(create)}
        />
      )}
      {preview && !stale && <PreviewResult kind={kind} preview={preview} />}
    </Stack>
  );
}
