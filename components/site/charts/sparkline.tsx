import { tenth } from "@/lib/domain/chart-scale";

export type SparkPoint = { day: string; value: number; estimated: boolean };

type Props = {
  /** Prefix of the ids its title and text alternative are referred to by. */
  id: string;
  /** Points oldest first, one per day (ISO dates), within `from`…`to`. */
  points: readonly SparkPoint[];
  from: string;
  to: string;
  /** The drawing's name, and its text alternative: the sentence that says what it shows. */
  title: string;
  summary: string;
};

const WIDTH = 240;
const HEIGHT = 48;
const PAD = 3;
const COLOR = "var(--color-brand)";

type Run = { estimated: boolean; coordinates: string[] };

const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * A small line of values over a period, drawn as SVG on the server, with its title and its text
 * alternative as caption: days across (the whole period, so that a short history starts late),
 * values from their lowest to their highest. A stretch touching an estimated point is dashed.
 * No axes: the caption says the numbers that matter.
 */
export function Sparkline({ id, points, from, to, title, summary }: Props) {
  const start = timeOf(from);
  const span = Math.max(timeOf(to) - start, 1);
  const values = points.map((point) => point.value);
  const low = Math.min(...values);
  const range = Math.max(...values) - low;
  const x = (day: string) => tenth(PAD + ((timeOf(day) - start) / span) * (WIDTH - 2 * PAD));
  // A flat series lies across the middle.
  const y = (value: number) =>
    range === 0 ? HEIGHT / 2 : tenth(HEIGHT - PAD - ((value - low) / range) * (HEIGHT - 2 * PAD));
  const at = points.map((point) => `${x(point.day)},${y(point.value)}`);
  const last = points[points.length - 1];
  return (
    <figure className="space-y-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        className="h-12 w-60 max-w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        {runs(points, at).map((run, index) => (
          <polyline
            key={index}
            points={run.coordinates.join(" ")}
            fill="none"
            stroke={COLOR}
            strokeWidth={1.5}
            strokeLinejoin="round"
            strokeDasharray={run.estimated ? "3 3" : undefined}
          />
        ))}
        {last && <circle cx={x(last.day)} cy={y(last.value)} r={2.5} fill={COLOR} />}
      </svg>
      <figcaption id={`${id}-summary`} className="text-xs text-slate-600">
        {summary}
      </figcaption>
    </figure>
  );
}

// The line split where it changes between counted and estimated: a stretch is estimated when
// either of its ends is, and each run starts where the one before ended.
function runs(points: readonly SparkPoint[], at: string[]): Run[] {
  const result: Run[] = [];
  for (let i = 1; i < points.length; i++) {
    const estimated = points[i - 1].estimated || points[i].estimated;
    const current = result[result.length - 1];
    if (current?.estimated === estimated) current.coordinates.push(at[i]);
    else result.push({ estimated, coordinates: [at[i - 1], at[i]] });
  }
  return result;
}
