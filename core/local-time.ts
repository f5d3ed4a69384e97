// The wall clock in a player's own time zone: the day their streak and quests count, the hour of
// their evening reminder, their quiet hours and school days, the day a coach card is once a day
// for. Zones are IANA names ("Asia/Jerusalem"); an unknown or missing one counts as UTC. Pure.

/** True for a time zone this runtime knows (an IANA name such as "Asia/Jerusalem", or "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone to count in: the given one when it is known, UTC otherwise. */
export function zoneOrUtc(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

export interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  day: string;
  /** 0-23 on the wall clock. */
  hour: number;
  /** Minutes since local midnight. */
  minutes: number;
  /** 0 = Sunday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** One formatter per zone: building one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The wall clock at `at` in `zone`. */
export function localTime(at: Date, zone: string | null | undefined): LocalTime {
  const parts = Object.fromEntries(
    formatterFor(zoneOrUtc(zone))
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const hour = Number(parts.hour) % 24;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour,
    minutes: hour * 60 + Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** The calendar day at `at` in `zone`: "2026-11-26". */
export const localDay = (at: Date, zone: string | null | undefined): string => localTime(at, zone).day;
