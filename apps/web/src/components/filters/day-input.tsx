import { formatDateDmy, isValidIsoDate } from '@bahi/domain';
import { ActionIcon, CloseButton, Group, TextInput } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { parseDmyDate } from '../../lib/format';

// The date filters sit on the first screen (the invoice list), so they are a plain text box:
// Mantine's DateInput and its popover layer cost 25 kB of the first visit. The calendar comes
// with its own chunk the first time someone opens it.
const DayCalendar = lazy(() => import('./day-calendar').then((module) => ({ default: module.DayCalendar })));

/** About the width of Mantine's month calendar with its padding, in px. */
const CALENDAR_WIDTH = 280;

// Two dates share a row on a phone; on a desk they stay compact beside the other filters.
const DAY_STYLE = { flex: '1 1 130px', maxWidth: 160, position: 'relative' } as const;

type DayInputProps = {
  label: string;
  /** 'YYYY-MM-DD', or '' for no day. */
  value: string;
  onChange: (day: string) => void;
  placeholder?: string;
};

function shown(day: string): string {
  return isValidIsoDate(day) ? formatDateDmy(day) : '';
}

/**
 * A clearable day filter, typed and shown as dd/mm/yyyy, valued as an ISO day ('' when empty).
 * A typed day counts once it is a whole date (1/4/2025, 01-04-2025); leaving the box shows the
 * day it holds again.
 */
export function DayInput({ label, value, onChange, placeholder = 'dd/mm/yyyy' }: DayInputProps) {
  const [text, setText] = useState(() => shown(value));
  const [focused, setFocused] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [alignEnd, setAlignEnd] = useState(false);
  // The box, its buttons and the calendar are one: a click anywhere else closes the calendar.
  const wrapper = useClickOutside<HTMLDivElement>(() => setCalendarOpen(false));
  useEffect(() => {
    if (!focused) setText(shown(value));
  }, [value, focused]);

  const type = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      if (value !== '') onChange('');
      return;
    }
    const day = parseDmyDate(next);
    if (day !== null && day !== value) onChange(day);
  };

  return (
    <div ref={wrapper} style={DAY_STYLE}>
      <TextInput
        label={label}
        placeholder={placeholder}
        value={text}
        autoComplete="off"
        onChange={(event) => type(event.currentTarget.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        rightSectionWidth={text ? 52 : 28}
        rightSectionPointerEvents="all"
        rightSection={
          <Group gap={0} wrap="nowrap">
            {text && (
              // A title rather than an aria-label: finding the box by its label ('Start Date')
              // must not also find its buttons.
              <CloseButton size="sm" title={`Clear ${label}`} onClick={() => type('')} />
            )}
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              title={`Pick ${label} on a calendar`}
              aria-expanded={calendarOpen}
              onClick={() => {
                // Near the right edge (the End Date on a phone) the calendar opens leftwards.
                const box = wrapper.current?.getBoundingClientRect();
                setAlignEnd(box !== undefined && box.left + CALENDAR_WIDTH > window.innerWidth);
                setCalendarOpen((open) => !open);
              }}
            >
              <CalendarGlyph />
            </ActionIcon>
          </Group>
        }
      />
      {calendarOpen && (
        <Suspense fallback={null}>
          <DayCalendar
            alignEnd={alignEnd}
            label={label}
            value={value}
            onPick={(day) => {
              setCalendarOpen(false);
              onChange(day);
            }}
            onClose={() => setCalendarOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

function CalendarGlyph() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
