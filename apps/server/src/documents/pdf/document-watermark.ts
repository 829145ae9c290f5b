import type { Watermark } from 'pdfmake/interfaces';
import { CANCELLED_COLOR } from './document-styles';

/**
 * The word across every page: CANCELLED for a cancelled document, DEMO for every document of the
 * sample shop (so a sample bill can never pass for a real one), both when both hold.
 */
export function documentWatermark(state: { cancelled: boolean; demo: boolean }): { watermark?: Watermark } {
  const words = [state.demo ? 'DEMO' : null, state.cancelled ? 'CANCELLED' : null].filter(Boolean);
  if (words.length === 0) return {};
  return { watermark: { text: words.join(' · '), color: CANCELLED_COLOR, opacity: 0.12, bold: true } };
}
