import { todayIso } from '@bahi/domain';
import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { notifyFailure } from '../../../components/form/notify';
import { FilingCard } from './filing-card';
import { gstr1AmendmentSections } from './gstr1-amendment-sections';
import { gstr1Sections } from './gstr1-sections';
import { Gstr3bPanel } from './gstr3b-panel';
import { periodLabel, previousPeriod } from './return-period';
import { ReturnPeriodPicker } from './return-period-picker';
import { ReturnProblems } from './return-problems';
import { ReturnSettingsCard } from './return-settings-card';
import { downloadGstr1, useGstr1Preview, useGstr3b, useReturnSettings } from './returns-api';
import { SectionBlock } from './section-table';
import { TieOutTable } from './tie-out-table';

// Returns: GSTR-1 and GSTR-3B of a month (or quarter) straight from the books. GSTR-1 previews
// every section of the upload file with its totals and downloads, lists what must be fixed first
// (each with a link to the record) and ties the sections to the books; its JSON downloads once
// nothing is left to fix.

export function ReturnsPage() {
  const today = todayIso();
  const [period, setPeriod] = useState(previousPeriod(today));
  const settings = useReturnSettings();
  const preview = useGstr1Preview(period);
  const gstr3b = useGstr3b(period);
  const data = preview.data;
  const fileStem = data ? `GSTR1_${data.gstin}_${data.period.fp}` : 'GSTR1';

  const download = () => {
    if (!data) return;
    downloadGstr1(period, `${fileStem}.json`).catch((error: unknown) =>
      notifyFailure({
        title: 'GSTR-1 was not downloaded.',
        detail: error instanceof ApiError ? error.message : String(error),
      }),
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group align="flex-end" gap="sm">
          <ReturnPeriodPicker period={period} today={today} onChange={setPeriod} />
          <Text size="sm" c="dimmed" pb={8} role="status">
            {preview.isFetching
              ? 'Loading...'
              : data
                ? `Return for ${periodLabel(data.period.from, data.period.to)}`
                : ''}
          </Text>
        </Group>
        <Button onClick={download} disabled={!data || preview.isPlaceholderData}>
          Download GSTR-1 JSON
        </Button>
      </Group>
      {settings.data && <ReturnSettingsCard key={settings.data.version} settings={settings.data} />}
      {data && <FilingCard period={data.period.fp} periodTo={data.period.to} />}
      {preview.isError && (
        <Alert color="red" title="The return could not be prepared">
          {preview.error.message}
        </Alert>
      )}
      <Tabs defaultValue="gstr1" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="gstr1">GSTR-1</Tabs.Tab>
          <Tabs.Tab value="gstr3b">GSTR-3B</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="gstr1" pt="md">
          {data && (
            <Stack gap="lg" style={{ opacity: preview.isPlaceholderData ? 0.6 : 1 }}>
              <ReturnProblems problems={data.problems} period={data.period} />
              <TieOutTable ties={data.tie_out} />
              {[...gstr1Sections(data.gstr1), ...gstr1AmendmentSections(data.gstr1)].map((section) => (
                <SectionBlock key={section.key} section={section} fileStem={fileStem} />
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="gstr3b" pt="md">
          {gstr3b.isError && (
            <Alert color="red" title="GSTR-3B could not be prepared">
              {gstr3b.error.message}
            </Alert>
          )}
          {gstr3b.data && <Gstr3bPanel answer={gstr3b.data} fileStem={fileStem.replace('GSTR1', 'GSTR3B')} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
