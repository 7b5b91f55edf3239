/** Local wall-clock time ↔ UTC for the reference data's zones: schedules are local, durations and connections UTC; offsets cached per zone and day (Intl is slow). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Minutes to add to UTC to get local time in `timeZone` at the instant `utcMs`. */
function offsetMinutesAt(timeZone: string, utcMs: number): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(utcMs))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/** The zone's offset (minutes) around noon of an ISO day; DST switches at night do not matter here. */
export function offsetMinutesOnDay(timeZone: string, isoDay: string): number {
  const key = `${timeZone}|${isoDay}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    offset = offsetMinutesAt(timeZone, Date.parse(`${isoDay}T12:00:00Z`));
    if (offsetCache.size > 50_000) offsetCache.clear(); // days come from client searches: bounded
    offsetCache.set(key, offset);
  }
  return offset;
}

/** UTC milliseconds of a local time `minutesOfDay` on `isoDay` in `timeZone`. */
export function localToUtcMs(timeZone: string, isoDay: string, minutesOfDay: number): number {
  return Date.parse(`${isoDay}T00:00:00Z`) + (minutesOfDay - offsetMinutesOnDay(timeZone, isoDay)) * 60_000;
}

/** Local 'YYYY-MM-DDTHH:mm' of a UTC instant in `timeZone`. */
export function utcMsToLocal(timeZone: string, utcMs: number): string {
  const day = new Date(utcMs).toISOString().slice(0, 10);
  const local = new Date(utcMs + offsetMinutesOnDay(timeZone, day) * 60_000);
  return local.toISOString().slice(0, 16);
}
