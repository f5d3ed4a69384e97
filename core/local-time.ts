// The wall clock in a player's own time zone: the day their streak and quests count, the hour of
// their evening reminder, their quiet hours and school days, the day a coach card is once a day
// for. Zones are IANA names ("Asia/Jerusalem"); an unknown or missing one counts as UTC. Pure.

/** Zones already asked about: asking the runtime builds a formatter, which costs far more than a lookup. */
const zoneVerdicts = new Map<string, boolean>();
/** Far more than the IANA database's names, so only made-up zones are ever forgotten. */
const MAX_ZONE_VERDICTS = 2_000;

/** True for a time zone this runtime knows (an IANA name such as "Asia/Jerusalem", or "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  let known = zoneVerdicts.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (zoneVerdicts.size >= MAX_ZONE_VERDICTS) zoneVerdicts.clear();
    zoneVerdicts.set(zone, known);
  }
  return known;
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

const MINUTE_MS = 60_000;
/**
 * Each zone's wall clock for the last minute asked about: every offset is a whole number of
 * minutes, so one UTC minute is one local minute, and the fills and reads of a busy minute format
 * once.
 */
const lastMinute = new Map<string, { minute: number; time: LocalTime }>();

/** The wall clock at `at` in `zone`. */
export function localTime(at: Date, zone: string | null | undefined): LocalTime {
  const known = zoneOrUtc(zone);
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const memo = lastMinute.get(known);
  if (memo?.minute === minute) return memo.time;
  const parts = Object.fromEntries(
    formatterFor(known)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const hour = Number(parts.hour) % 24;
  const time = {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour,
    minutes: hour * 60 + Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
  Object.freeze(time);
  lastMinute.set(known, { minute, time });
  return time;
}

/** The calendar day at `at` in `zone`: "2026-11-26". */
export const localDay = (at: Date, zone: string | null | undefined): string => localTime(at, zone).day;
