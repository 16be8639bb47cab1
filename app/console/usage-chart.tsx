/**
 * A small SVG bar chart for the key console: stacked bars per slot, an optional running line and
 * an optional limit line. Colours come from classes (usage.css), nothing loads from elsewhere.
 * The figures are also a visually hidden table, and each bar group has a tooltip.
 */
import { useId } from "react";
import { compact, scaleTop } from "./usage-figures";

export interface ChartSeries {
  id: string;
  label: string;
  values: number[];
}

export interface ChartProps {
  /** Names the figure for tests and styles (`data-chart`). */
  name: string;
  title: string;
  description: string;
  /** Per slot, e.g. "10:41". */
  labels: string[];
  /** What a slot is, for the table's first column ("Minute (UTC)"). */
  slotLabel: string;
  series: ChartSeries[];
  /** A running figure drawn as a line; `starts[i]` begins a new segment at slot i. */
  line?: { label: string; values: number[]; starts: boolean[] };
  limit?: { label: string; value: number } | null;
  /** A label on the x axis every `tickEvery` slots. */
  tickEvery: number;
  /** Scale to the figures only (the limit may then be above the chart). */
  fit: boolean;
}

const W = 640;
const H = 200;
const M = { top: 14, right: 8, bottom: 22, left: 46 };
const PW = W - M.left - M.right;
const PH = H - M.top - M.bottom;

const fmt = (n: number) => n.toLocaleString("en");

export function UsageChart(p: ChartProps) {
  const uid = useId();
  const n = p.labels.length;
  const totals = p.labels.map((_, i) => p.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const dataMax = Math.max(0, ...totals, ...(p.line?.values ?? []));
  const limit = p.limit ?? null;
  const top = scaleTop(dataMax, limit?.value ?? null, p.fit);
  const y = (v: number) => M.top + PH - (Math.min(v, top) / top) * PH;
  const slotW = PW / n;
  const barW = Math.max(1, slotW * 0.75);
  const x = (i: number) => M.left + i * slotW;
  const ticks = [0, top / 2, top];
  const limitShown = limit !== null && limit.value <= top;

  let linePath = "";
  if (p.line) {
    p.line.values.forEach((v, i) => {
      const cx = x(i) + slotW / 2;
      linePath += `${i === 0 || p.line!.starts[i] ? "M" : "L"}${cx.toFixed(1)},${y(v).toFixed(1)}`;
    });
  }

  return (
    <figure className="usage-chart" data-chart={p.name}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${uid}-t`} aria-describedby={`${uid}-d`}>
        <title id={`${uid}-t`}>{p.title}</title>
        <desc id={`${uid}-d`}>{p.description}</desc>
        {ticks.map((t) => (
          <g key={t} className="grid">
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} />
            <text x={M.left - 6} y={y(t) + 4} textAnchor="end">
              {compact(t)}
            </text>
          </g>
        ))}
        {p.labels.map((label, i) => {
          let base = 0;
          const parts = p.series.map((s) => {
            const v = s.values[i] ?? 0;
            const y0 = y(base);
            base += v;
            // A slot with calls always shows: at least one unit of height.
            const h = v > 0 ? Math.max(1, y0 - y(base)) : 0;
            return h > 0 ? <rect key={s.id} className={`bar bar-${s.id}`} x={x(i) + (slotW - barW) / 2} width={barW} y={y0 - h} height={h} /> : null;
          });
          const detail = p.series
            .filter((s) => (s.values[i] ?? 0) > 0)
            .map((s) => `${s.label} ${fmt(s.values[i]!)}`)
            .join(", ");
          return (
            <g key={label + i}>
              <title>{`${label}: ${detail || "none"}${p.line ? `; ${p.line.label} ${fmt(p.line.values[i] ?? 0)}` : ""}`}</title>
              {/* The whole slot answers the pointer, not only its bars. */}
              <rect className="hit" x={x(i)} width={slotW} y={M.top} height={PH} />
              {parts}
            </g>
          );
        })}
        {p.labels.map((label, i) =>
          i % p.tickEvery === 0 ? (
            <text key={`x${i}`} className="axis" x={x(i) + slotW / 2} y={H - 6} textAnchor="middle">
              {label}
            </text>
          ) : null,
        )}
        {p.line ? <path className="running" d={linePath} /> : null}
        {limit && limitShown ? (
          <g className="limit" data-limit={limit.value}>
            <line x1={M.left} x2={W - M.right} y1={y(limit.value)} y2={y(limit.value)} />
            <text x={W - M.right - 4} y={y(limit.value) - 4} textAnchor="end">
              {limit.label}
            </text>
          </g>
        ) : null}
      </svg>
      <figcaption>
        <span className="chart-title">{p.title}</span>
        <span className="legend">
          {p.series.map((s) => (
            <span key={s.id} className="legend-item">
              <span className={`swatch bar-${s.id}`} aria-hidden="true" />
              {s.label}
            </span>
          ))}
          {p.line ? (
            <span className="legend-item">
              <span className="swatch running" aria-hidden="true" />
              {p.line.label}
            </span>
          ) : null}
          {limit ? (
            <span className="legend-item">
              <span className="swatch limit" aria-hidden="true" />
              {limitShown ? limit.label : `${limit.label} (above this scale)`}
            </span>
          ) : null}
        </span>
      </figcaption>
      {/* A table ignores the width that hides it: its wrapper clips it. */}
      <div className="visually-hidden">
        <table>
          <caption>
            {p.title}
            {limit ? ` (${limit.label})` : ""}
          </caption>
          <thead>
            <tr>
              <th scope="col">{p.slotLabel}</th>
              {p.series.map((s) => (
                <th key={s.id} scope="col">
                  {s.label}
                </th>
              ))}
              {p.line ? <th scope="col">{p.line.label}</th> : null}
            </tr>
          </thead>
          <tbody>
            {p.labels.map((label, i) => (
              <tr key={label + i}>
                <th scope="row">{label}</th>
                {p.series.map((s) => (
                  <td key={s.id}>{s.values[i] ?? 0}</td>
                ))}
                {p.line ? <td>{p.line.values[i] ?? 0}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

