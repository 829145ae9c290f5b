import { z } from 'zod';
import { percentField, recordVersion, versionField } from './fields';

/** POST/PUT /api/gst-rates body. */
export const gstRateInputSchema = z.object({ gst_rate: percentField('GST Rate'), version: versionField() });

/** A GST rate as the API answers it: gst_rate in percent (18, 0.25). */
export const gstRateSchema = z.object({
  id: z.number().int(),
  gst_rate: z.number(),
  created_at: z.string(),
  version: recordVersion(),
});

export type GstRateInput = z.input<typeof gstRateInputSchema>;
export type GstRateValues = z.output<typeof gstRateInputSchema>;
export type GstRate = z.output<typeof gstRateSchema>;
