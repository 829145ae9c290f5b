import { gstRateRoutes } from '@bahi/domain/contract';
import { type GstRate, gstRateInputSchema } from '@bahi/domain/schemas';
import { OneFieldListPage } from '../../components/master-list/one-field-list-page';
import { formatPercent } from '../../lib/format';
import { gstRateMessages } from './gst-rate-messages';

const describeRate = (row: GstRate) => `GST rate ${formatPercent(row.gst_rate)}`;

export function GstRatesPage() {
  return (
    <OneFieldListPage
      routes={gstRateRoutes}
      schema={gstRateInputSchema}
      recordType="gst_rate"
      field="gst_rate"
      toValue={(row: GstRate) => String(row.gst_rate)}
      noun="GST Rate"
      label="GST Rates"
      searchPlaceholder="Search by GST rate, e.g. 18"
      render={(row) => formatPercent(row.gst_rate)}
      describe={describeRate}
      rowLabel={describeRate}
      messages={gstRateMessages}
      inputProps={{ rightSection: '%', inputMode: 'decimal' }}
    />
  );
}
