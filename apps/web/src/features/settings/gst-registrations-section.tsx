import { formatDateDmy, stateName } from '@bahi/domain';
import { Table } from '@mantine/core';
import { useGstRegistrations } from '../../api/settings';
import { HeadedTable } from '../../components/table/headed-table';
import { SettingsSection } from './settings-section';

// The shop's GST registration over time, read only: saving another GSTIN (or none) above adds a
// row from that day. GST returns are filed under the GSTIN held in their period, for its days.

export function GstRegistrationsSection() {
  const history = useGstRegistrations();
  if (!history.data) return null;
  return (
    <SettingsSection
      title="GST registration history"
      about="Each GST return is filed under the GSTIN the shop held in its period, and covers only the days it was held: bills of supply issued before registering are in no return. A change of GSTIN saved above counts from the day it is saved."
    >
      <HeadedTable striped aria-label="GST registration history" headings={['From', 'GSTIN', 'State']}>
        {history.data.map((row) => (
          <Table.Tr key={`${row.effective_from}-${row.gstin ?? 'none'}`}>
            <Table.Td>{formatDateDmy(row.effective_from)}</Table.Td>
            <Table.Td>{row.gstin ?? 'Not registered'}</Table.Td>
            <Table.Td>{stateName(row.state_code) ?? row.state_code}</Table.Td>
          </Table.Tr>
        ))}
      </HeadedTable>
    </SettingsSection>
  );
}
