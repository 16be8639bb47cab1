/** Small pieces the webhooks page's sections share: a problem box and a time. */
import { utc, type Problem } from "./admin-api";

export function ProblemBox({ problem }: { problem: Problem }) {
  return (
    <div className="problem" role="alert" data-problem={problem.code}>
      <p>
        <strong>{problem.title}</strong>
        {problem.code ? (
          <>
            {" "}
            (<code>{problem.code}</code>)
          </>
        ) : null}
        : {problem.detail}
      </p>
      {problem.type ? (
        <p>
          <a href={problem.type}>What this error means</a>
          {problem.request_id ? ` · request id ${problem.request_id}` : ""}
        </p>
      ) : null}
    </div>
  );
}

export function When({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{utc(iso)}</time> : <>—</>;
}
