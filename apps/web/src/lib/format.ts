import { formatDateDmy, formatRupees, isValidIsoDate, rupeesToPaise, todayIso } from '@bahi/domain';

// The API sends money as rupee numbers (354, 630.02); screens show Indian grouping with the rupee
// sign. Conversion goes through paise so 0.1 + 0.2 style floats never reach the screen.
export function formatAmount(rupees: number | null | undefined): string {
  if (rupees === null || rupees === undefined || !Number.isFinite(rupees)) return '—';
  return formatRupees(rupeesToPaise(rupees));
}

/** GST rates are percent numbers: 18 → '18%', 0.25 → '0.25%'. */
export function formatPercent(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '—';
  return `${rate}%`;
}

/**
 * Calendar dates ('2025-04-01') and timestamps ('2025-04-01T20:00:00Z') as dd/mm/yyyy. A timestamp
 * is shown on the shop's day (India's), so an entry made at 1 a.m. IST is not dated the day before.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  if (isValidIsoDate(value)) return formatDateDmy(value);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '—';
  return formatDateDmy(todayIso(instant));
}

/** An ISO timestamp as the shop reads it: India's date and time, '24 Nov 2026, 6:35 pm'. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** 'ram KUMAR traders' → 'Ram Kumar Traders'; spacing and punctuation are kept as typed. */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s(/&.-])(\p{L})/gu, (_match, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

/** A party's name for lists: title-cased, or 'N/A' when there is none (old imported records). */
export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed ? titleCase(trimmed) : 'N/A';
}

/**
 * Reads a typed date in the Indian order (1/4/2025, 01-04-2025, 01.04.2025) or ISO (2025-04-01)
 * into ISO, or null when it is not a real calendar date.
 */
export function parseDmyDate(text: string): string | null {
  const trimmed = text.trim();
  if (isValidIsoDate(trimmed)) return trimmed;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}
