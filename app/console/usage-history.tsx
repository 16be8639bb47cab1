/**
 * The key console's charts and grouped errors, from GET /v1/usage/history: the last hour minute by
 * minute against the per-minute limits, the last day hour by hour against the day's work budget,
 * and the day's error answers by code and route, each linking to its section of the errors guide.
 */
import Link from "next/link";
import { useId, useState } from "react";
import { UsageChart, type ChartSeries } from "./usage-chart";
import { OUTCOMES, clock, workSinceMidnight, type UsageHistory, type UsageSlot } from "./usage-figures";

const fmt = (n: number) => n.toLocaleString("en");

const outcomeSeries = (slots: UsageSlot[]): ChartSeries[] => OUTCOMES.map((o) => ({ id: o.id, label: o.label, values: slots.map(o.of) }));
const workSeries = (slots: UsageSlot[]): ChartSeries[] => [{ id: "work", label: "Work spent", values: slots.map((s) => s.work) }];
const sum = (slots: UsageSlot[], f: (s: UsageSlot) => number) => slots.reduce((n, s) => n + f(s), 0);

/** One sentence of the figures a chart shows, for its description. */
function summary(slots: UsageSlot[], span: string): string {
  const refused = sum(slots, (s) => s.rate_limited);
  const errors = sum(slots, (s) => s.client_errors + s.server_errors);
  return `${span}: ${fmt(sum(slots, (s) => s.requests))} requests, ${fmt(sum(slots, (s) => s.cached))} from the cache, ${fmt(refused)} refused with 429, ${fmt(errors)} other errors; ${fmt(sum(slots, (s) => s.work))} work spent.`;
}

export function UsageHistorySection({ history }: { history: UsageHistory }) {
  const fitId = useId();
  const [fit, setFit] = useState(false);
  const { minutes, hours, limits, errors } = history;
  const minuteLabels = minutes.map((s) => clock(s.at));
  const hourLabels = hours.map((s) => clock(s.at));
  const running = workSinceMidnight(hours);
  const lastHour = summary(minutes, "Last hour");
  const lastDay = summary(hours, "Last 24 hours");

  return (
    <>
      <section aria-labelledby="history-h">
        <h2 id="history-h">Usage over time</h2>
        <p className="hint">
          Times are UTC; the last slot is still filling. {lastHour} {lastDay}
        </p>
        <p className="fit-toggle">
          <input id={fitId} type="checkbox" checked={fit} onChange={(e) => setFit(e.target.checked)} />
          <label htmlFor={fitId}>Scale the charts to the calls (a limit above them is then only named)</label>
        </p>
        <div className="usage-charts">
          <UsageChart
            name="minute-requests"
            title="Requests per minute, last hour"
            description={`${lastHour} The line is the key's limit of ${fmt(limits.requests_per_minute)} requests a minute.`}
            labels={minuteLabels}
            slotLabel="Minute (UTC)"
            series={outcomeSeries(minutes)}
            limit={{ label: `Limit ${fmt(limits.requests_per_minute)} a minute`, value: limits.requests_per_minute }}
            tickEvery={10}
            fit={fit}
          />
          <UsageChart
            name="minute-work"
            title="Work per minute, last hour"
            description={`${lastHour} The line is the key's work budget of ${fmt(limits.work_per_minute)} a minute.`}
            labels={minuteLabels}
            slotLabel="Minute (UTC)"
            series={workSeries(minutes)}
            limit={{ label: `Budget ${fmt(limits.work_per_minute)} a minute`, value: limits.work_per_minute }}
            tickEvery={10}
            fit={fit}
          />
          <UsageChart
            name="hour-requests"
            title="Requests per hour, last 24 hours"
            description={lastDay}
            labels={hourLabels}
            slotLabel="Hour (UTC)"
            series={outcomeSeries(hours)}
            tickEvery={4}
            fit={fit}
          />
          <UsageChart
            name="hour-work"
            title="Work per hour and since 00:00 UTC, last 24 hours"
            description={`${lastDay} The rising line adds up the work since midnight UTC, when the day's budget starts again; the flat line is that budget, ${fmt(limits.work_per_day)} a day.`}
            labels={hourLabels}
            slotLabel="Hour (UTC)"
            series={workSeries(hours)}
            line={{ label: "Work since 00:00 UTC", ...running }}
            limit={{ label: `Budget ${fmt(limits.work_per_day)} a day`, value: limits.work_per_day }}
            tickEvery={4}
            fit={fit}
          />
        </div>
      </section>

      <section aria-labelledby="errors-h">
        <h2 id="errors-h">Errors of the last 24 hours</h2>
        {errors.length === 0 ? (
          <p>No error answers in the last 24 hours.</p>
        ) : (
          <div className="table-wrap usage-errors" tabIndex={0} role="region" aria-label="Errors by code and route">
            <table>
              <caption className="visually-hidden">Error answers of the last 24 hours, grouped by code and route, most frequent first</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Route</th>
                  <th scope="col">Count</th>
                  <th scope="col">Last (UTC)</th>
                  <th scope="col">Last request id</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((e) => (
                  <tr key={`${e.code} ${e.route}`} data-error={e.code}>
                    <td>
                      <Link href={`/docs/errors#${e.code}`}>
                        <code>{e.code}</code>
                      </Link>
                    </td>
                    <td>
                      <code>{e.route}</code>
                    </td>
                    <td>{fmt(e.count)}</td>
                    <td>{e.last_at.replace("T", " ").replace(/\.\d+Z$|Z$/, "")}</td>
                    <td>
                      <code>{e.last_request_id}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
