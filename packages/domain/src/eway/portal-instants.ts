// The portals write times in India's time: the e-way bill portal as "26/11/2026 10:15:00 AM", the
// IRP as "2026-11-26 10:15:00". Bahi keeps instants as ISO-8601 UTC. A clerk may also type an ISO
// instant, or a date and time without seconds.

const IST_OFFSET_MINUTES = 330;

function toUtcIso(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): string | null {
  const ms = Date.UTC(year, month - 1, day, hour, minute, second) - IST_OFFSET_MINUTES * 60_000;
  const check = new Date(ms + IST_OFFSET_MINUTES * 60_000);
  if (
    check.getUTCDate() !== day ||
    check.getUTCMonth() !== month - 1 ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null;
  }
  return new Date(ms).toISOString();
}

const PORTAL_DMY = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?$/;
const IRP_YMD = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** An instant (ISO UTC) from a portal's or a clerk's text, read in India's time; null when unreadable. */
export function parsePortalInstant(text: string): string | null {
  const value = text.trim();
  const dmy = PORTAL_DMY.exec(value);
  if (dmy) {
    let hour = Number(dmy[4] ?? 0);
    const meridiem = dmy[7]?.toUpperCase();
    if (meridiem) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
    }
    return toUtcIso(
      Number(dmy[3]),
      Number(dmy[2]),
      Number(dmy[1]),
      hour,
      Number(dmy[5] ?? 0),
      Number(dmy[6] ?? 0),
    );
  }
  const ymd = IRP_YMD.exec(value);
  if (ymd) {
    return toUtcIso(
      Number(ymd[1]),
      Number(ymd[2]),
      Number(ymd[3]),
      Number(ymd[4] ?? 0),
      Number(ymd[5] ?? 0),
      Number(ymd[6] ?? 0),
    );
  }
  // A full ISO instant with its zone (Z or +05:30).
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : new Date(ms).toISOString();
  }
  return null;
}

/** The last instant of an Indian day (YYYY-MM-DD): 23:59:59 IST, as ISO UTC. */
export function endOfIndianDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return toUtcIso(year, month, day, 23, 59, 59) ?? '';
}

/** "26/11/2026 10:15" in India's time, for prints. */
export function formatIndianInstant(iso: string): string {
  const india = new Date(Date.parse(iso) + IST_OFFSET_MINUTES * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(india.getUTCDate())}/${pad(india.getUTCMonth() + 1)}/${india.getUTCFullYear()} ${pad(india.getUTCHours())}:${pad(india.getUTCMinutes())}`;
}
