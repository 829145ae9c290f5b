import '@mantine/dates/styles.css';
import { FocusTrap, Paper } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { CALENDAR_PROPS } from '../../lib/calendar-props';

type DayCalendarProps = {
  label: string;
  /** Opens under the box's right edge rather than its left. */
  alignEnd: boolean;
  /** 'YYYY-MM-DD', or '' for no day. */
  value: string;
  onPick: (day: string) => void;
  onClose: () => void;
};

/**
 * The month calendar under a day filter (loaded on first use). Escape closes it (a click outside
 * the filter too, see DayInput); picking a day closes it with that day.
 */
export function DayCalendar({ label, alignEnd, value, onPick, onClose }: DayCalendarProps) {
  return (
    <Paper
      role="dialog"
      aria-label={`${label} calendar`}
      withBorder
      shadow="md"
      p="xs"
      style={{
        position: 'absolute',
        top: '100%',
        ...(alignEnd ? { right: 0 } : { left: 0 }),
        zIndex: 300,
        marginTop: 4,
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <FocusTrap active>
        <div>
          <DatePicker
            {...CALENDAR_PROPS}
            value={value || null}
            defaultDate={value || undefined}
            onChange={(day) => {
              if (day) onPick(day);
            }}
          />
        </div>
      </FocusTrap>
    </Paper>
  );
}
